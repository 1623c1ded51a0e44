import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_FILE_MAX_BYTES } from '../../entities/messageRules.ts';
import { testApp, usernameOf, type DemoRole, type TestApp } from '../support/app.ts';

let t: TestApp;
let userId: number;
let acme: number;
let globexBooking: number;
let acmeBooking: { id: number; ref: string };
beforeAll(async () => {
  t = await testApp();
  ({ id: userId } = await t.db.knex('user').where({ email: usernameOf('user') }).first('id'));
  ({ id: acme } = await t.db.knex('company').where({ name: 'Acme Industries' }).first('id'));
  const { id: globex } = await t.db.knex('company').where({ name: 'Globex Conseil' }).first('id');
  ({ id: globexBooking } = await t.db.knex('booking').where({ company_id: globex }).first('id'));
  acmeBooking = await t.db.knex('booking').where({ company_id: acme }).first('id', 'ref');
});
afterAll(() => t.close());

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

/** A multipart body as a browser's FormData sends it. */
function form(parts: Part[]) {
  const boundary = `----message${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(part.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function send(role: DemoRole | null, url: string, parts: Part[]) {
  const { payload, headers } = form(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(role && { authorization: `Bearer ${await t.tokenOf(role)}` }) } });
}

const newThread = (role: DemoRole, parts: Part[]) => send(role, '/backend/api/message/send/parent', parts);
const reply = (role: DemoRole, parent: number, parts: Part[]) => send(role, `/backend/api/message/send/child/${parent}`, parts);
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
      subject: 'Facture du séjour', user_id: userId, author_id: userId, company_id: acme, bba_contact_id: company.bba_contact_id,
      booking_id: acmeBooking.id, parent_id: null, from_agency: false, seen: false, file_name: 'bon été.pdf', file_type: 'application/pdf', file_size: file.length,
    });
    expect(Buffer.compare(row.file, file)).toBe(0);

    // The company's agency contact is told, with a link to the message in the back office.
    const contact = await t.db.knex('bbacontact').where({ id: company.bba_contact_id }).first('email');
    const mail = await t.db.knex('maillog').where({ template: 'message.new', mail_rcpt: contact.email }).orderBy('id', 'desc').first('subject', 'body', 'company_id', 'booking_id');
    expect(mail).toMatchObject({ company_id: acme, booking_id: acmeBooking.id });
    expect(mail.subject).toContain('Facture du séjour');
    expect(mail.body).toContain(`/admin/message/${row.id}/show`);
  });

  it('needs a subject and a content (10), each within its length (180)', async () => {
    const missing = await newThread('user', [{ name: 'subject', value: '  ' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ subject: 10, content: 10 });
    const long = await newThread('user', [{ name: 'subject', value: 'x'.repeat(256) }, { name: 'content', value: 'ok' }]);
    expect(long.json()).toMatchObject({ code: 180, errors: { subject: 180 } });
  });

  it('refuses a file of a kind not accepted (160), over 10 MB (170) or empty (190)', async () => {
    const base: Part[] = [{ name: 'subject', value: 'Pièce jointe' }, { name: 'content', value: 'Voir le fichier' }];
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
    const response = await newThread('user', [{ name: 'subject', value: 'Gros fichier' }, { name: 'content', value: '10 Mo' }, { name: 'file', filename: 'plan.pdf', data: pdf(MESSAGE_FILE_MAX_BYTES) }]);
    expect(response.statusCode).toBe(201);
  });

  it('answers 195 to a body that is not a form, and 190 to a form cut short', async () => {
    const json = await t.call('user', 'POST', '/backend/api/message/send/parent', { subject: 'a', content: 'b' });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe(195);
    const { payload, headers } = form([{ name: 'subject', value: 'a' }, { name: 'content', value: 'b' }, { name: 'file', filename: 'a.pdf', data: pdf(5000) }]);
    const cut = await t.app.inject({ method: 'POST', url: '/backend/api/message/send/parent', payload: payload.subarray(0, payload.length - 3000), headers: { ...headers, authorization: `Bearer ${await t.tokenOf('user')}` } });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe(190);
  });

  it('names only a booking of the caller’s company', async () => {
    const response = await newThread('user', [{ name: 'subject', value: 's' }, { name: 'content', value: 'c' }, { name: 'booking', value: String(globexBooking) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ booking: 404 });
    const notNumber = await newThread('user', [{ name: 'subject', value: 's' }, { name: 'content', value: 'c' }, { name: 'booking', value: 'abc' }]);
    expect(notNumber.json().errors).toEqual({ booking: 11 });
  });

  it('is for company users: anonymous 401, agency and hotel 403', async () => {
    const parts: Part[] = [{ name: 'subject', value: 's' }, { name: 'content', value: 'c' }];
    expect((await send(null, '/backend/api/message/send/parent', parts)).statusCode).toBe(401);
    expect((await newThread('agent', parts)).statusCode).toBe(403);
    expect((await newThread('hotel', parts)).statusCode).toBe(403);
  });
});

describe('a thread between a user and the agency', () => {
  let thread: number;
  beforeAll(async () => {
    thread = (await newThread('user', [{ name: 'subject', value: 'Parking à Lyon' }, { name: 'content', value: 'Y a-t-il un parking ?' }])).json().id;
  });

  it('lists the user’s threads, the most recently active first, with their unseen counts', async () => {
    const response = await t.call('user', 'GET', '/backend/api/messages/list?perPage=5');
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json();
    expect(items[0]).toMatchObject({ id: thread, subject: 'Parking à Lyon', messages: 1, unseen: 0, files: 0, booking_ref: null });
    const roots = await t.db.knex('message').where({ user_id: userId, company_id: acme }).whereNull('parent_id').count({ n: '*' }).first();
    expect(total).toBe(Number(roots!.n));
    expect(items.length).toBe(Math.min(5, total));
    const dates = items.map((item: { last_date: string }) => Date.parse(item.last_date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('lists only the caller’s own threads: the manager of the same company does not see the user’s', async () => {
    const { items } = (await t.call('manager', 'GET', '/backend/api/messages/list?perPage=100')).json();
    expect(items.map((item: { id: number }) => item.id)).not.toContain(thread);
    expect((await t.call('manager', 'GET', `/backend/api/messages/${thread}/thread`)).statusCode).toBe(404);
    expect((await t.call('initech user', 'GET', `/backend/api/messages/${thread}/thread`)).statusCode).toBe(404);
  });

  it('checks its paging', async () => {
    expect((await t.call('user', 'GET', '/backend/api/messages/list?perPage=1000')).statusCode).toBe(400);
    expect((await t.call('user', 'GET', '/backend/api/messages/list?page=0')).statusCode).toBe(400);
    const far = (await t.call('user', 'GET', '/backend/api/messages/list?page=999')).json();
    expect(far.items).toEqual([]);
    expect(far.total).toBeGreaterThan(0);
    expect((await t.call('agent', 'GET', '/backend/api/messages/list')).statusCode).toBe(403);
  });

  it('gets the agency’s answer, unseen until the user opens the thread', async () => {
    const before = await unseen('user');
    const answer = await reply('agent', thread, [{ name: 'content', value: 'Oui, 12 € la nuit.' }, { name: 'file', filename: 'plan.png', data: Buffer.from('png-bytes') }]);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().parent).toBe(thread);
    // Answering, the agency has read the user's message.
    expect(await t.db.knex('message').where({ id: thread }).first('seen')).toEqual({ seen: true });
    expect(await unseen('user')).toBe(before + 1);
    const summary = (await t.call('user', 'GET', '/backend/api/messages/list')).json().items.find((item: { id: number }) => item.id === thread);
    expect(summary).toMatchObject({ messages: 2, unseen: 1, files: 1 });

    const view = (await t.call('user', 'GET', `/backend/api/messages/${thread}/thread`)).json();
    expect(view).toMatchObject({ id: thread, subject: 'Parking à Lyon', user: 'David Leroy', company: 'Acme Industries' });
    expect(view.messages.map((message: { from_agency: boolean; author: string; seen: boolean }) => [message.from_agency, message.author, message.seen]))
      .toEqual([[false, 'David Leroy', true], [true, 'Bruno Petit', false]]);
    expect(view.messages[1].file).toEqual({ name: 'plan.png', type: 'image/png', size: 9 });

    const seen = await t.call('user', 'POST', `/backend/api/messages/seen/${thread}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ marked: 1, unseen: before });
    expect(await unseen('user')).toBe(before);
    // Twice is harmless.
    expect((await t.call('user', 'POST', `/backend/api/messages/seen/${thread}`)).json().marked).toBe(0);
  });

  it('takes the user’s reply, marked seen by the agency when the agent opens the thread', async () => {
    const response = await reply('user', thread, [{ name: 'content', value: 'Merci !' }]);
    expect(response.statusCode).toBe(201);
    const row = await t.db.knex('message').where({ id: response.json().id }).first();
    expect(row).toMatchObject({ subject: 'RE : Parking à Lyon', parent_id: thread, user_id: userId, company_id: acme, from_agency: false, seen: false });
    const seen = await t.call('agent', 'POST', `/backend/api/messages/seen/${thread}`);
    expect(seen.json()).toEqual({ marked: 1, unseen: 0 });
    // A reply to a reply lands in the same thread.
    const nested = await reply('user', response.json().id, [{ name: 'content', value: 'Encore une question.' }]);
    expect(nested.json().parent).toBe(thread);
  });

  it('checks a reply like a new message', async () => {
    expect((await reply('user', thread, [{ name: 'content', value: '' }])).json()).toMatchObject({ code: 10, errors: { content: 10 } });
    expect((await reply('user', thread, [{ name: 'content', value: 'x'.repeat(20001) }])).json().code).toBe(180);
    expect((await reply('user', thread, [{ name: 'content', value: 'a' }, { name: 'file', filename: 'a.html', data: Buffer.from('<script>') }])).json().code).toBe(160);
    expect((await reply('user', 2147483647, [{ name: 'content', value: 'a' }])).statusCode).toBe(404);
    expect((await reply('initech user', thread, [{ name: 'content', value: 'a' }])).statusCode).toBe(404);
    expect((await reply('hotel', thread, [{ name: 'content', value: 'a' }])).statusCode).toBe(403);
  });

  it('downloads an attachment for the thread’s user and the agency only', async () => {
    const [{ id }] = await t.db.knex('message').where({ parent_id: thread }).whereNotNull('file_name').select('id');
    const file = await t.call('user', 'GET', `/backend/api/messages/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('attachment; filename="plan.png"; filename*=UTF-8\'\'plan.png');
    expect(file.body).toBe('png-bytes');
    expect((await t.call('agent', 'GET', `/backend/api/messages/${id}/file`)).statusCode).toBe(200);
    expect((await t.call('manager', 'GET', `/backend/api/messages/${id}/file`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', `/backend/api/messages/${id}/file`)).statusCode).toBe(401);
    // A message without a file.
    expect((await t.call('user', 'GET', `/backend/api/messages/${thread}/file`)).statusCode).toBe(404);
    expect((await t.call('user', 'GET', '/backend/api/messages/abc/file')).statusCode).toBe(400);
  });

  it('names a non-ASCII file safely in the download', async () => {
    const { id } = (await newThread('user', [{ name: 'subject', value: 'Nom' }, { name: 'content', value: 'c' }, { name: 'file', filename: 'réservé à l’hôtel.txt', data: Buffer.from('hello') }])).json();
    const file = await t.call('user', 'GET', `/backend/api/messages/${id}/file`);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="r_serv_ _ l_h_tel.txt"; filename*=UTF-8''r%C3%A9serv%C3%A9%20%C3%A0%20l%E2%80%99h%C3%B4tel.txt`);
  });

  it('marks seen only threads the caller may see', async () => {
    expect((await t.call('initech user', 'POST', `/backend/api/messages/seen/${thread}`)).statusCode).toBe(404);
    expect((await t.call('hotel', 'POST', `/backend/api/messages/seen/${thread}`)).statusCode).toBe(403);
    expect((await t.call(null, 'POST', `/backend/api/messages/seen/${thread}`)).statusCode).toBe(401);
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
    const created = await t.call('agent', 'POST', '/backend/api/messages', { subject: 'Votre badge salon', content: 'Il vous attend à l’accueil.', user: userId, company: acme });
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
