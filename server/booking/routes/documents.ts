import type { FastifyInstance, FastifyReply } from 'fastify';
import { forwardedVoucherSchema } from '../../../entities/bookingReplies.ts';
import { BOOKING_TABS } from '../../../entities/bookingTabs.ts';
import { identityOf } from '../../auth/access.ts';
import { PdfRenderer } from '../../documents/pdf.ts';
import { bookingsWorkbook } from '../../documents/xlsx.ts';
import { idParams } from '../../schemas.ts';
import { calendarOf, purchaseOrderOf, voucherOf } from '../queries/documents.ts';
import { forwardVoucher } from '../service/actions.ts';
import { bookingContext } from '../service/context.ts';
import { listQuerystring } from './schemas.ts';
import { typedRoutes } from '../../typedRoutes.ts';

/** A PDF, a calendar or a spreadsheet, saved under its name. */
function sendFile(reply: FastifyReply, body: Buffer | string | NodeJS.ReadableStream, type: string, filename: string) {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

/** A booking's documents: the purchase order, the voucher (and forwarding it by mail), the calendar event, the export. */
export async function documentRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const context = bookingContext(app);
  const { knex } = app;
  const pdf = new PdfRenderer();
  // A listening server warms the browser in the background, so the first document does not wait for a launch;
  // an app driven by inject (the tests) launches it only when a document is asked for.
  app.addHook('onListen', async () => {
    void pdf.warm().then((chromium) => {
      if (chromium) app.log.info(`documents render in ${chromium.executablePath}${chromium.packaged ? ' (the packaged Chromium)' : ''}`);
      else app.log.warn('no Chromium: PDF documents answer 503 pdf_unavailable');
    });
  });
  app.addHook('onClose', () => pdf.close());

  app.get(
    '/backend/api/booking/:id/order',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['my bookings'], params: idParams },
    },
    async (request, reply) => {
      const document = await purchaseOrderOf(knex, pdf, identityOf(request), request.params.id);
      return sendFile(reply, document.body, document.type, document.name);
    },
  );

  app.get(
    '/backend/api/me/booking-voucher/:id/:x',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['my bookings'],
        params: { type: 'object', required: ['id', 'x'], properties: { ...idParams.properties, x: { type: 'string', enum: ['pdf'] } } },
      },
    },
    async (request, reply) => {
      const { detail, file } = await voucherOf(knex, pdf, identityOf(request), request.params.id);
      return sendFile(reply, file, 'application/pdf', `bon-echange-${detail.ref}.pdf`);
    },
  );

  app.post(
    '/backend/api/booking/:id/forward-voucher',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['my bookings'],
        params: idParams,
        body: { type: 'object', additionalProperties: false, required: ['to'], properties: { to: { type: 'string', maxLength: 2000 } } },
        response: { 200: forwardedVoucherSchema },
      },
    },
    async (request) => forwardVoucher(context, pdf, identityOf(request), request.params.id, request.body.to),
  );

  app.get(
    '/backend/api/booking/:id/ics',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['my bookings'], params: idParams },
    },
    async (request, reply) => {
      const document = await calendarOf(knex, context.notifier.origin, identityOf(request), request.params.id);
      return sendFile(reply, document.body, document.type, document.name);
    },
  );

  // The list as the user sees it: the open tab (every tab without one) and the filters, in the list's order.
  app.get(
    '/backend/api/me/download/bookings',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['my bookings'],
        querystring: { ...listQuerystring, properties: { ...listQuerystring.properties, tab: { type: 'string', enum: BOOKING_TABS } } },
      },
    },
    async (request, reply) => {
      const { itemsPerPage: _perPage, page: _page, order_by = 'arrival_date', order = 'desc', tab = null, ...filters } = request.query;
      const stream = bookingsWorkbook(knex, identityOf(request), tab, filters, { order_by, order }, request.log);
      return sendFile(reply, stream, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'reservations.xlsx');
    },
  );
}
