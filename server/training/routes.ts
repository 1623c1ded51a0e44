import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { ErrorCode } from '../../entities/errors.ts';
import { siteOf } from '../../entities/site.ts';
import { TRAINING_ACCOUNT, TRAINING_MARKER, TRAINING_RESPONSE_HOURS } from '../../entities/training.ts';
import { trainingInfosSchema, trainingSessionSchema } from '../../entities/trainingReplies.ts';
import { canSignIn, findLoginRow, toIdentity } from '../auth/identity.ts';
import { signSession } from '../auth/session.ts';
import { bookingNotifier } from '../booking/service/notifications.ts';
import { ApiError, notFound } from '../errors.ts';
import { REQUEST_COMPANY_COLUMNS, requestBodySchema, sendRequest, sentResponse, type RequestCompany } from '../group/requests.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** The training demo company: the enabled company whose name carries the marker. */
async function trainingCompany(db: Knex): Promise<RequestCompany & { name: string }> {
  const company = await db('company as c')
    .where('c.enabled', true)
    .whereRaw('position(? in c.name) > 0', [TRAINING_MARKER])
    .orderBy('c.id')
    .first([...REQUEST_COMPANY_COLUMNS, 'c.name']);
  if (!company) throw new ApiError(503, ErrorCode.UNAVAILABLE, 'the training site has no demo company');
  return company;
}

/**
 * The training site (first host label `formation`): the fixed demo account's sign-in, and the public training request
 * form (/offline) whose requests reach the agency in the demo company, answered within four working hours.
 */
export async function trainingRoutes(fastify: FastifyInstance, { tokenLifetime }: { tokenLifetime: string }) {
  const app = typedRoutes(fastify);
  const { knex, mailer } = app;
  // The demo account signs in by itself, on the training site only.
  app.post(
    '/backend/formation/auth',
    {
      // Every visitor of the training site signs in with the same account, trainees of one office from one address.
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['training'], response: { 200: trainingSessionSchema } },
    },
    async (request) => {
      if (siteOf(request.hostname) !== 'formation') throw notFound();
      const row = await findLoginRow(knex, TRAINING_ACCOUNT);
      if (!row || !canSignIn(row) || !row.company_name?.includes(TRAINING_MARKER))
        throw new ApiError(503, ErrorCode.UNAVAILABLE, 'the training account is not available');
      return { token: signSession(app, { identity: toIdentity(row), version: row.session_version, lifetime: tokenLifetime }) };
    },
  );

  app.get(
    '/backend/formation/offline/infos',
    {
      config: { access: 'public' },
      schema: {
        tags: ['training'],
        response: { 200: trainingInfosSchema },
      },
    },
    async () => {
      const company = await trainingCompany(knex);
      const settings = await knex('configuration').whereIn('name', ['agency_email', 'agency_phone']).select('name', 'value');
      const setting = (name: string) => settings.find((row) => row.name === name)?.value ?? null;
      return { responseHours: TRAINING_RESPONSE_HOURS, company: company.name, agency: { email: setting('agency_email'), phone: setting('agency_phone') } };
    },
  );

  app.post(
    '/backend/formation/offline/submit',
    {
      config: { access: 'public' },
      schema: { tags: ['training'], body: requestBodySchema(['training'], {}), response: sentResponse },
    },
    async (request) => {
      const company = await trainingCompany(knex);
      const sent = await sendRequest(knex, bookingNotifier(mailer), { company, userId: null, request: request.body, withRequester: true });
      return { ...sent, responseHours: TRAINING_RESPONSE_HOURS };
    },
  );
}
