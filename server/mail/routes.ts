import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../entities/errors.ts';
import maillog from '../../entities/maillog.ts';
import { actionRoute } from '../actions.ts';
import { ApiError, invalid, notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';
import { typedRoutes } from '../typedRoutes.ts';
import { parseAddresses } from './addresses.ts';
import { MAIL_QUEUE } from './mailer.ts';
import { hasRedactedLink } from './redaction.ts';
import { resendWithNewLink } from './resend.ts';

/**
 * Resending a logged mail to the addresses the agent gives (the original recipient may have lost it). A mail whose
 * secret link the log took out goes to its recipient of record only, with a link made again. Trying a failed mail
 * again, as it was.
 */
export async function mailRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex, mailer, queue } = app;
  app.route({
    ...actionRoute(maillog, 'resend'),
    schema: {
      tags: ['maillog'],
      params: idParams,
      querystring: { type: 'object', additionalProperties: false, properties: { to: { type: 'string', maxLength: 1000 } } },
      response: { 200: { type: 'object', properties: { id: { type: 'integer' }, to: { type: 'array', items: { type: 'string' } } } } },
    },
    handler: async (request) => {
      const to = parseAddresses(request.query.to, 'to');
      const log = await knex('maillog').where({ id: request.params.id }).first();
      if (!log) throw notFound();
      if (hasRedactedLink(log.body)) {
        const owners = String(log.mail_rcpt)
          .split(';')
          .map((address) => address.trim().toLowerCase());
        if (!to.every((address) => owners.includes(address.toLowerCase())))
          throw invalid({ to: ErrorCode.PERSONAL_LINK }, 'a personal link goes to its recipient only');
        const id = await knex.transaction((trx) => resendWithNewLink(trx, mailer, log));
        if (id === null) throw new ApiError(409, ErrorCode.STATUS_FORBIDS, 'the link of this mail has no use any more');
        return { id, to: String(log.mail_rcpt).split(';') };
      }
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
    },
  });

  /**
   * A mail the SMTP server refused (for good, or until its last try) goes back on the queue, unchanged (its personal
   * links included), while the queue keeps it (two weeks); after that it can be resent. 409 for a mail not failed.
   */
  app.route({
    ...actionRoute(maillog, 'retry'),
    schema: {
      tags: ['maillog'],
      params: idParams,
      response: { 200: { type: 'object', properties: { id: { type: 'integer' }, state: { type: 'string' } } } },
    },
    handler: async (request) => {
      const { id } = request.params;
      await knex.transaction(async (trx) => {
        const log = await trx('maillog').where({ id }).forUpdate().first('state', 'job_id');
        if (!log) throw notFound();
        if (log.state !== 'failed') throw new ApiError(409, ErrorCode.STATUS_FORBIDS, 'only a failed mail is tried again');
        if (!log.job_id || !(await queue.retry(trx, MAIL_QUEUE, log.job_id)))
          throw new ApiError(409, ErrorCode.MAIL_NOT_KEPT, 'this mail is no longer kept for another try');
        await trx('maillog').where({ id }).update({ state: 'queued' });
      });
      return { id, state: 'queued' };
    },
  });
}
