import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { AGENCY_ROLES } from '../../entities/kit.ts';
import { notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';
import { parseAddresses } from './addresses.ts';
import type { Mailer } from './mailer.ts';

/** Resending a logged mail to the addresses the agent gives (the original recipient may have lost it). */
export async function mailRoutes(app: FastifyInstance, { knex, mailer }: { knex: Knex; mailer: Mailer }) {
  app.get<{ Params: { id: number }; Querystring: { to?: string } }>('/backend/api/maillog/:id/send', {
    config: { access: AGENCY_ROLES },
    schema: {
      tags: ['maillog'],
      params: idParams,
      querystring: { type: 'object', additionalProperties: false, properties: { to: { type: 'string', maxLength: 1000 } } },
      response: { 200: { type: 'object', properties: { id: { type: 'integer' }, to: { type: 'array', items: { type: 'string' } } } } },
    },
  }, async (request) => {
    const to = parseAddresses(request.query.to, 'to');
    const log = await knex('maillog').where({ id: request.params.id }).first();
    if (!log) throw notFound();
    const id = await mailer.send({
      to,
      subject: log.subject,
      html: log.body ?? '',
      template: log.template,
      companyId: log.company_id,
      userId: log.user_id,
      bookingId: log.booking_id,
    });
    return { id, to };
  });
}
