import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_FILE_MAX_BYTES } from '../../entities/messageRules.ts';
import { type DemoRole, fileApp } from '../support/app.ts';
import { multipartForm, type Part, postForm } from '../support/multipart.ts';

const t = fileApp();
let userId: number;
let acme: number;
let globexBooking: number;
let acmeBooking: { id: number; ref: string };
beforeAll(async () => {
  userId = await t.userId('user');
  acme = await t.companyId('Acme Industries');
  const globex = await t.companyId('Globex Conseil');
  ({ id: globexBooking } = await t.db.knex('booking').where({ company_id: globex }).first('id'));
  acmeBooking = await t.db.knex('booking').where({ company_id: acme }).first('id', 'ref');
});

const send = (role: DemoRole | null, url: string, parts: Part[]) => postForm(t, role, url, parts);
const newThread = (role: DemoRole, parts: Part[]) => send(role, '/backend/api/message/send/parent', parts);
const unseen = async (role: DemoRole) => (await t.call(role, 'GET', '/backend/api/messages/unseen')).json().count as number;
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

describe('a new message to the agency', () => {
  it('starts a thread of the user in its company, with the company agent, a booking and an attachment', async () => {
    const file = pdf(1024 * 1024);
    const response = await newThread('user', [
      { name: 'subject', value: 'Facture du séjour' },
      { name: 'content', value: 'Bonjour,\nla facture svp.' },
      { name: 'booking', value: String(acmeBooking.id) },
      { name: 'file', filename: 'bon été.pdf', data: file, type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const row = await t.db.knex('message').where({ id: response.json().id }).first();
    const company = await t.db.knex('company').where({ id: acme }).first('bba_contact_id');
    expect(row).toMatchObject({
      subject: 'Facture du séjour',
      user_id: userId,
      author_id: userId,
      company_id: acme,
      bba_contact_id: company.bba_contact_id,
      booking_id: acmeBooking.id,
      parent_id: null,
      from_agency: false,
      seen: false,
      file_name: 'bon été.pdf',
      file_type: 'application/pdf',
      file_size: file.length,
    });
    expect(Buffer.compare(row.file, file)).toBe(0);

    // The company's agency contact is told, with a link to the message in the back office.
    const contact = await t.db.knex('bbacontact').where({ id: company.bba_contact_id }).first('email');
    const mail = await t.db
      .knex('maillog')
      .where({ template: 'message.new', mail_rcpt: contact.email })
      .orderBy('id', 'desc')
      .first('subject', 'body', 'company_id', 'booking_id');
    expect(mail).toMatchObject({ company_id: acme, booking_id: acmeBooking.id });
    expect(mail.subject).toContain('Facture du séjour');
    expect(mail.body).toContain(`/admin/message/${row.id}/show`);
  });

  it('needs a subject and a content (10), each within its length (180)', async () => {
    const missing = await newThread('user', [{ name: 'subject', value: '  ' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ subject: 10, content: 10 });
    const long = await newThread('user', [
      { name: 'subject', value: 'x'.repeat(256) },
      { name: 'content', value: 'ok' },
    ]);
    expect(long.json()).toMatchObject({ code: 180, errors: { subject: 180 } });
  });

  it('refuses a file of a kind not accepted (160), over 10 MB (170) or empty (190)', async () => {
    const base: Part[] = [
      { name: 'subject', value: 'Pièce jointe' },
      { name: 'content', value: 'Voir le fichier' },
    ];
    const before = await t.db.knex('message').count({ n: '*' }).first();
    const script = await newThread('user', [...base, { name: 'file', filename: 'virus.exe', data: Buffer.from('MZ') }]);
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ code: 160, errors: { file: 160 } });
    const big = await newThread('user', [...base, { name: 'file', filename: 'big.pdf', data: pdf(MESSAGE_FILE_MAX_BYTES + 1) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(170);
    const empty = await newThread('user', [...base, { name: 'file', filename: 'empty.pdf', data: Buffer.alloc(0) }]);
    expect(empty.json()).toMatchObject({ code: 190, errors: { file: 190 } });
    const after = await t.db.knex('message').count({ n: '*' }).first();
    expect(after).toEqual(before);
  });

  it('takes a file of exactly 10 MB', async () => {
    const response = await newThread('user', [
      { name: 'subject', value: 'Gros fichier' },
      { name: 'content', value: '10 Mo' },
      { name: 'file', filename: 'plan.pdf', data: pdf(MESSAGE_FILE_MAX_BYTES) },
    ]);
    expect(response.statusCode).toBe(201);
  });

  it('answers 195 to a body that is not a form, and 190 to a form cut short', async () => {
    const json = await t.call('user', 'POST', '/backend/api/message/send/parent', { subject: 'a', content: 'b' });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe(195);
    const { payload, headers } = multipartForm([
      { name: 'subject', value: 'a' },
      { name: 'content', value: 'b' },
      { name: 'file', filename: 'a.pdf', data: pdf(5000) },
    ]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/backend/api/message/send/parent',
      payload: payload.subarray(0, payload.length - 3000),
      headers: { ...headers, authorization: `Bearer ${await t.tokenOf('user')}` },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe(190);
  });

  it('names only a booking of the caller’s company', async () => {
    const response = await newThread('user', [
      { name: 'subject', value: 's' },
      { name: 'content', value: 'c' },
      { name: 'booking', value: String(globexBooking) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ booking: 404 });
    const notNumber = await newThread('user', [
      { name: 'subject', value: 's' },
      { name: 'content', value: 'c' },
      { name: 'booking', value: 'abc' },
    ]);
    expect(notNumber.json().errors).toEqual({ booking: 11 });
  });

  it('is for company users: anonymous 401, agency and hotel 403', async () => {
    const parts: Part[] = [
      { name: 'subject', value: 's' },
      { name: 'content', value: 'c' },
    ];
    expect((await send(null, '/backend/api/message/send/parent', parts)).statusCode).toBe(401);
    expect((await newThread('agent', parts)).statusCode).toBe(403);
    expect((await newThread('hotel', parts)).statusCode).toBe(403);
  });
});

describe('the unseen count', () => {
  it('counts the agency messages of the user’s threads it has not seen, as the seeded data has them', async () => {
    const expected = await t.db.knex('message').where({ user_id: userId, from_agency: true, seen: false }).count({ n: '*' }).first();
    expect(await unseen('user')).toBe(Number(expected!.n));
    expect((await t.call('agent', 'GET', '/backend/api/messages/unseen')).statusCode).toBe(403);
    expect((await t.call(null, 'GET', '/backend/api/messages/unseen')).statusCode).toBe(401);
  });

  it('counts a message the agency starts from the back office', async () => {
    const before = await unseen('user');
    const created = await t.call('agent', 'POST', '/backend/api/messages', {
      subject: 'Votre badge salon',
      content: 'Il vous attend à l’accueil.',
      user: userId,
      company: acme,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ from_agency: true, seen: false, file_name: null });
    expect(await unseen('user')).toBe(before + 1);
    // Who wrote a message is not for the back office to change.
    await t.call('agent', 'PUT', `/backend/api/messages/${created.json().id}`, { from_agency: false });
    expect(await t.db.knex('message').where({ id: created.json().id }).first('from_agency')).toEqual({ from_agency: true });
  });

  it('knows from the seed which messages the agency wrote', async () => {
    const agency = await t.db.knex('message').where({ from_agency: true }).count({ n: '*' }).first();
    expect(Number(agency!.n)).toBeGreaterThan(5);
  });
});
