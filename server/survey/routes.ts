import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { ErrorCode } from '../../entities/errors.ts';
import { answersBodySchema, mySurveysReplySchema, publicSurveyReplySchema } from '../../entities/surveyReplies.ts';
import { COMPANY_ROLES } from '../../entities/roles.ts';
import { identityOf } from '../auth/access.ts';
import { ApiError, notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';
import { type AnswerValue, checkedAnswers, questionsOf, type SurveyKind } from './questions.ts';
import { typedRoutes } from '../typedRoutes.ts';

const linkNotValid = () => new ApiError(404, ErrorCode.LINK_NOT_VALID, 'survey link not valid');
const alreadyAnswered = () => new ApiError(409, ErrorCode.SURVEY_ANSWERED, 'survey already answered');

const tokenParams = {
  type: 'object',
  required: ['token'],
  // Any malformed or unknown token is the same invalid link (205) to the visitor.
  properties: { token: { type: 'string', maxLength: 200 } },
} as const;

interface InvitationRow {
  id: number;
  kind: SurveyKind;
  company_id: number;
  user_id: number | null;
  traveller_id: number | null;
  booking_id: number;
  answered_at: Date | null;
  company: string | null;
  ref: string;
  hotel_name: string | null;
  destination: string | null;
  arrival_date: string;
  departure_date: string;
}

/** An invitation with its stay, for the questions page. */
function invitations(knex: Knex) {
  return knex('survey_invitation as i')
    .join('booking as b', 'b.id', 'i.booking_id')
    .join('company as c', 'c.id', 'i.company_id')
    .leftJoin('hotel as h', 'h.id', 'b.hotel_id')
    .select(
      'i.id',
      'i.kind',
      'i.company_id',
      'i.user_id',
      'i.traveller_id',
      'i.booking_id',
      'i.answered_at',
      'c.name as company',
      'b.ref',
      knex.raw('coalesce(b.hotel_name, h.name) AS hotel_name'),
      'b.destination',
      'b.arrival_date',
      'b.departure_date',
    );
}

const surveyOf = (row: InvitationRow) => ({
  id: row.id,
  kind: row.kind,
  company: row.company,
  booking: { ref: row.ref, hotel_name: row.hotel_name, destination: row.destination, arrival_date: row.arrival_date, departure_date: row.departure_date },
});

/**
 * Keeps the answers of an invitation once: the invitation row is locked while the reply is written, so two answers
 * sent at once cannot both be kept; the second, like any later one, is refused with code 650.
 */
async function answer(knex: Knex, where: Record<string, unknown>, answers: Record<string, AnswerValue>): Promise<{ id: number }> {
  return knex.transaction(async (trx) => {
    const invitation: InvitationRow | undefined = await trx('survey_invitation').where(where).forUpdate().first();
    if (!invitation) throw 'token' in where ? linkNotValid() : notFound();
    if (invitation.answered_at) throw alreadyAnswered();
    const kept = checkedAnswers(await questionsOf(trx, invitation.kind), answers);
    const [reply] = await trx('survey_reply')
      .insert({
        company_id: invitation.company_id,
        user_id: invitation.kind === 'user' ? invitation.user_id : null,
        traveller_id: invitation.traveller_id,
        booking_id: invitation.booking_id,
        answers: JSON.stringify(kept),
      })
      .returning('id');
    await trx('survey_invitation').where({ id: invitation.id }).update({ answered_at: trx.fn.now(), survey_reply_id: reply.id });
    return { id: reply.id };
  });
}

/**
 * Satisfaction surveys: a signed-in user answers the surveys of its own stays; the booker and the travellers answer
 * through the private link of their invitation mail, without a session. A survey is answered once (650 after that).
 */
export async function surveyRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  app.get(
    '/backend/api/survey/questions',
    {
      config: { access: COMPANY_ROLES },
      schema: {
        tags: ['survey'],
        response: {
          200: mySurveysReplySchema,
        },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const rows: InvitationRow[] = await invitations(knex)
        .where({ 'i.user_id': identity.id, 'i.kind': 'user' })
        .whereNull('i.answered_at')
        .orderBy('i.id', 'desc')
        .limit(25);
      return { surveys: rows.map(surveyOf), questions: rows.length ? await questionsOf(knex, 'user') : [] };
    },
  );

  app.post(
    '/backend/api/survey/:id/answers',
    {
      config: { access: COMPANY_ROLES },
      schema: { tags: ['survey'], params: idParams, body: answersBodySchema, response: { 201: { type: 'object', properties: { id: { type: 'integer' } } } } },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      // Another user's survey does not exist for this one.
      const saved = await answer(knex, { id: request.params.id, user_id: identity.id, kind: 'user' }, request.body.answers);
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/backend/public/api/survey/:token/questions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['survey'],
        params: tokenParams,
        response: { 200: publicSurveyReplySchema },
      },
    },
    async (request) => {
      const row: InvitationRow | undefined = await invitations(knex).where({ 'i.token': request.params.token }).first();
      if (!row) throw linkNotValid();
      if (row.answered_at) throw alreadyAnswered();
      return { survey: surveyOf(row), questions: await questionsOf(knex, row.kind) };
    },
  );

  app.post(
    '/backend/public/api/survey/:token/answers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['survey'],
        params: tokenParams,
        body: answersBodySchema,
        response: { 201: { type: 'object', properties: { id: { type: 'integer' } } } },
      },
    },
    async (request, reply) => {
      const saved = await answer(knex, { token: request.params.token }, request.body.answers);
      return reply.status(201).send(saved);
    },
  );
}
