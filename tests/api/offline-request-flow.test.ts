import { describe, expect, it } from 'vitest';
import { expectCode, GLOBEX_USER, offlineRequestApp } from '../support/offline-requests.ts';

/** An offline request's way from draft to confirmation, and through the managers of a company that authorises first. */

const app = offlineRequestApp();
const { as, request, mailsOf, submitted, agency } = app;

describe('an offline request from draft to confirmation', () => {
  it('goes draft → sent → taken → proposed → accepted → confirmed, with history and mails', async () => {
    const draft = await submitted(GLOBEX_USER, { submit: false });
    expect(draft.status).toBe(4);
    expect(draft.ref).toMatch(/^BK\d+$/);
    const row = await app.t.db.knex('booking').where({ id: draft.id }).first();
    expect(row.public_token).toHaveLength(32);
    expect(row.booking_fees_per_room).toBeNull();

    // Reopened in its form, completed, sent.
    const form = (await as(GLOBEX_USER, 'GET', `/backend/api/booking/offline/${draft.id}`)).json();
    expect(form).toMatchObject({ id: draft.id, status: 4, destination: 'Lyon', single: 1, editable: true, travellers: [{ firstName: 'Karim' }] });
    const sent = await as(GLOBEX_USER, 'PUT', `/backend/api/booking/offline/${draft.id}`, request({ comments: 'Deux nuits, calme' }));
    expect(sent.json()).toMatchObject({ id: draft.id, status: 20 });
    expect(await mailsOf(draft.id)).toEqual([
      { template: 'booking.request_sent', mail_rcpt: GLOBEX_USER },
      { template: 'booking.agency_request', mail_rcpt: expect.stringContaining('@agence-demo.fr') },
    ]);

    const taken = await agency(draft.id, 'take');
    expect(taken.json()).toMatchObject({ status: 40 });
    const agentId = await app.t.userId('agent@agence-demo.fr');
    expect((await app.t.db.knex('booking').where({ id: draft.id }).first('agent_id')).agent_id).toBe(agentId);

    await expectCode(await agency(draft.id, 'propose', { proposal: '' }), 400, { proposal: 10, hotelName: 10, totalPrice: 10 });
    const proposed = await agency(draft.id, 'propose', {
      proposal: 'Hôtel des Célestins, chambre calme sur cour',
      hotelName: 'Hôtel des Célestins',
      pricePerNight: 98,
      totalPrice: 196,
    });
    expect(proposed.json()).toMatchObject({ status: 45 });
    expect(await app.t.db.knex('booking').where({ id: draft.id }).first('proposal', 'hotel_name', 'price_per_night', 'total_price')).toEqual({
      proposal: 'Hôtel des Célestins, chambre calme sur cour',
      hotel_name: 'Hôtel des Célestins',
      price_per_night: 98,
      total_price: 196,
    });

    const accepted = await as(GLOBEX_USER, 'POST', `/backend/api/booking/${draft.id}/accept_proposal`);
    expect(accepted.json()).toMatchObject({ status: 50 });
    // The company's agency contact hears of the answer, and so does the agent who took the request.
    const contact = (await mailsOf(draft.id)).find((mail) => mail.template === 'booking.agency_request')!.mail_rcpt;
    expect(contact).not.toBe('agent@agence-demo.fr');
    const acceptedMails = (await mailsOf(draft.id)).filter((mail) => mail.template === 'booking.proposal_accepted');
    expect(acceptedMails.map((mail) => mail.mail_rcpt).sort()).toEqual([contact, 'agent@agence-demo.fr'].sort());

    const confirmed = await agency(draft.id, 'agency_confirm', { reference: 'CEL-4471' });
    expect(confirmed.json()).toMatchObject({ status: 60 });
    expect((await app.t.db.knex('booking').where({ id: draft.id }).first('booking_base_id')).booking_base_id).toBe('CEL-4471');

    const history = await app.t.db.knex('booking_history').where({ booking_id: draft.id, type: 'status' }).orderBy('id').select('status_from', 'status_to');
    expect(history).toEqual([
      { status_from: 4, status_to: 20 },
      { status_from: 20, status_to: 40 },
      { status_from: 40, status_to: 45 },
      { status_from: 45, status_to: 50 },
      { status_from: 50, status_to: 60 },
    ]);
    expect((await mailsOf(draft.id)).map((mail) => mail.template)).toEqual([
      'booking.request_sent',
      'booking.agency_request',
      'booking.proposal',
      'booking.proposal_accepted',
      'booking.proposal_accepted',
      'booking.confirmed',
    ]);
    const proposalMail = await app.t.db.knex('maillog').where({ booking_id: draft.id, template: 'booking.proposal' }).first('body');
    expect(proposalMail.body).toContain('Hôtel des Célestins, chambre calme sur cour');
  });

  it('may be confirmed straight from processing, with the hotel and price it needs', async () => {
    const { id } = await submitted();
    await agency(id, 'take');
    await expectCode(await agency(id, 'agency_confirm', {}), 400, { hotelName: 10, totalPrice: 10 });
    expect((await agency(id, 'agency_confirm', { hotelName: 'Hôtel Carlton', totalPrice: 250, reference: 'X1' })).json()).toMatchObject({ status: 60 });
  });

  it('lets the booker refuse a proposal with a reason; the agency proposes again', async () => {
    const { id } = await submitted();
    await agency(id, 'take');
    await agency(id, 'propose', { proposal: 'Hôtel loin', hotelName: 'Hôtel Loin', totalPrice: 150 });
    await expectCode(await as(GLOBEX_USER, 'POST', `/backend/api/booking/${id}/refuse_proposal`, { reason: ' ' }), 400, { reason: 10 });
    expect((await as(GLOBEX_USER, 'POST', `/backend/api/booking/${id}/refuse_proposal`, { reason: 'Trop loin du site' })).json()).toMatchObject({ status: 40 });
    expect((await mailsOf(id)).map((mail) => mail.template)).toContain('booking.proposal_refused');
    expect((await agency(id, 'propose', { proposal: 'Hôtel proche', hotelName: 'Hôtel Proche', totalPrice: 170 })).json()).toMatchObject({ status: 45 });
  });

  it('goes through a modification: 60 → 65 → 60', async () => {
    const { id } = await submitted();
    await agency(id, 'take');
    await agency(id, 'agency_confirm', { hotelName: 'Hôtel Carlton', totalPrice: 250 });
    await expectCode(await as(GLOBEX_USER, 'POST', `/backend/api/booking/${id}/modification`, { comment: '  ' }), 400, { comment: 10 });
    expect((await as(GLOBEX_USER, 'POST', `/backend/api/booking/${id}/modification`, {})).statusCode).toBe(400);
    expect((await as(GLOBEX_USER, 'POST', `/backend/api/booking/${id}/modification`, { comment: 'Une nuit de plus' })).json()).toMatchObject({ status: 65 });
    expect((await agency(id, 'modification_done', { totalPrice: 375, comment: 'Nuit ajoutée' })).json()).toMatchObject({ status: 60 });
    expect((await app.t.db.knex('booking').where({ id }).first('total_price')).total_price).toBe(375);
    const templates = (await mailsOf(id)).map((mail) => mail.template);
    // The modification asked goes to the agency contact and to the agent who handles the request.
    expect(templates.slice(-4)).toEqual(['booking.confirmed', 'booking.modification_sent', 'booking.modification_sent', 'booking.confirmed']);
  });

  it('goes through a cancellation request: 70 → 80', async () => {
    const { id } = await submitted();
    await agency(id, 'take');
    await agency(id, 'agency_confirm', { hotelName: 'Hôtel Carlton', totalPrice: 250 });
    // The booker's cancellation request belongs to the booking page; the agency's answer is the step under test.
    await app.t.db.knex('booking').where({ id }).update({ status: 70 });
    expect((await agency(id, 'cancellation_done')).json()).toMatchObject({ status: 80 });
    expect((await mailsOf(id)).at(-1)).toEqual({ template: 'booking.cancelled', mail_rcpt: GLOBEX_USER });
  });

  it('may be cancelled by the agency with a reason', async () => {
    const { id } = await submitted();
    await expectCode(await agency(id, 'agency_cancel', {}), 400, { reason: 10 });
    expect((await agency(id, 'agency_cancel', { reason: 'Aucun hôtel disponible' })).json()).toMatchObject({ status: 80 });
    expect(await app.t.db.knex('booking').where({ id }).first('cancellation_comment')).toEqual({ cancellation_comment: 'Aucun hôtel disponible' });
    expect((await mailsOf(id)).at(-1)?.template).toBe('booking.cancelled');
  });
});

describe('a company that authorises requests first', () => {
  it('needs a manager of the company, then asks them with a private link (10)', async () => {
    const acme = { orderNumber: 'PO-1234', customFields: app.acmeFields };
    await expectCode(await as('user', 'POST', '/backend/api/booking/offline', request(acme)), 400, { managers: 'manager_required' });
    const colleague = await app.t.userId('accountant@acme-demo.fr');
    await expectCode(await as('user', 'POST', '/backend/api/booking/offline', request({ ...acme, managers: [colleague] })), 400, { managers: 1009 });
    const response = await as('user', 'POST', '/backend/api/booking/offline', request({ ...acme, managers: [app.acmeManagerId] }));
    expect(response.json()).toMatchObject({ status: 10 });
    const { id } = response.json();
    const asked = await app.t.db.knex('booking_manager').where({ booking_id: id });
    expect(asked).toMatchObject([{ user_id: app.acmeManagerId, phase: 'pre', decision: null }]);
    expect(asked[0].token.length).toBeGreaterThanOrEqual(22);
    expect(asked[0].expires_at.getTime()).toBeGreaterThan(Date.now());
    expect(await mailsOf(id)).toEqual([{ template: 'booking.validation', mail_rcpt: 'manager@acme-demo.fr' }]);
    expect(await app.t.mailedLink('manager@acme-demo.fr', /\/booking\/([A-Za-z0-9_-]+)\/validate/)).toBe(asked[0].token);
    const row = await app.t.db.knex('booking').where({ id }).first('validation', 'booking_fees_global', 'booking_fees_global_label');
    expect(row).toEqual({ validation: 'pre', booking_fees_global: 15, booking_fees_global_label: 'Frais de dossier' });
    // The agency cannot take a request the managers have not authorised.
    expect((await agency(id, 'take')).json().code).toBe(150);
  });

  it('reaches the agency once a manager allows it through the mail link (10 → 20)', async () => {
    const { id } = (
      await as('user', 'POST', '/backend/api/booking/offline', request({ orderNumber: 'PO-2222', managers: [app.acmeManagerId], customFields: app.acmeFields }))
    ).json();
    const { token } = await app.t.db.knex('booking_manager').where({ booking_id: id }).first('token');
    const allowed = await app.t.call(null, 'POST', `/backend/public/api/booking/validation/${token}`, { decision: 'allow' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await app.t.db.knex('booking').where({ id }).first('status')).status).toBe(20);
    expect((await mailsOf(id)).map((mail) => mail.template)).toEqual(['booking.validation', 'booking.allowed', 'booking.agency_request']);
    expect((await agency(id, 'take')).json()).toMatchObject({ status: 40 });
  });

  it('checks the purchase order against the company pattern (10, 760)', async () => {
    const base = { managers: [app.acmeManagerId], customFields: app.acmeFields };
    await expectCode(await as('user', 'POST', '/backend/api/booking/offline', request(base)), 400, { orderNumber: 10 });
    await expectCode(await as('user', 'POST', '/backend/api/booking/offline', request({ ...base, orderNumber: 'PO-12' })), 400, { orderNumber: 760 });
  });

  it('lets an asked manager accept the proposal', async () => {
    const { id } = (
      await as('user', 'POST', '/backend/api/booking/offline', request({ orderNumber: 'PO-4321', managers: [app.acmeManagerId], customFields: app.acmeFields }))
    ).json();
    await app.t.db.knex('booking').where({ id }).update({ status: 45 });
    expect((await as('manager', 'POST', `/backend/api/booking/${id}/accept_proposal`)).json()).toMatchObject({ status: 50 });
  });
});
