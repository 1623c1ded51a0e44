/** A thread between a user and the agency: its list, its replies on both sides, what each has seen. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoRole, fileApp } from '../support/app.ts';
import { type Part, postForm } from '../support/multipart.ts';

const t = fileApp();
let userId: number;
let acme: number;
beforeAll(async () => {
  userId = await t.userId('user');
  acme = await t.companyId('Acme Industries');
});

const newThread = (role: DemoRole, parts: Part[]) => postForm(t, role, '/backend/api/message/send/parent', parts);
const reply = (role: DemoRole, parent: number, parts: Part[]) => postForm(t, role, `/backend/api/message/send/child/${parent}`, parts);
const unseen = async (role: DemoRole) => (await t.call(role, 'GET', '/backend/api/messages/unseen')).json().count as number;

describe('a thread between a user and the agency', () => {
  let thread: number;
  beforeAll(async () => {
    thread = (
      await newThread('user', [
        { name: 'subject', value: 'Parking à Lyon' },
        { name: 'content', value: 'Y a-t-il un parking ?' },
      ])
    ).json().id;
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
    const answer = await reply('agent', thread, [
      { name: 'content', value: 'Oui, 12 € la nuit.' },
      { name: 'file', filename: 'plan.png', data: Buffer.from('png-bytes') },
    ]);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().parent).toBe(thread);
    // Answering, the agency has read the user's message.
    expect(await t.db.knex('message').where({ id: thread }).first('seen')).toEqual({ seen: true });
    expect(await unseen('user')).toBe(before + 1);
    const summary = (await t.call('user', 'GET', '/backend/api/messages/list')).json().items.find((item: { id: number }) => item.id === thread);
    expect(summary).toMatchObject({ messages: 2, unseen: 1, files: 1 });

    const view = (await t.call('user', 'GET', `/backend/api/messages/${thread}/thread`)).json();
    expect(view).toMatchObject({ id: thread, subject: 'Parking à Lyon', user: 'David Leroy', company: 'Acme Industries' });
    expect(
      view.messages.map((message: { from_agency: boolean; author: string; seen: boolean }) => [message.from_agency, message.author, message.seen]),
    ).toEqual([
      [false, 'David Leroy', true],
      [true, 'Bruno Petit', false],
    ]);
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
    expect(
      (
        await reply('user', thread, [
          { name: 'content', value: 'a' },
          { name: 'file', filename: 'a.html', data: Buffer.from('<script>') },
        ])
      ).json().code,
    ).toBe(160);
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
    const { id } = (
      await newThread('user', [
        { name: 'subject', value: 'Nom' },
        { name: 'content', value: 'c' },
        { name: 'file', filename: 'réservé à l’hôtel.txt', data: Buffer.from('hello') },
      ])
    ).json();
    const file = await t.call('user', 'GET', `/backend/api/messages/${id}/file`);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="r_serv_ _ l_h_tel.txt"; filename*=UTF-8''r%C3%A9serv%C3%A9%20%C3%A0%20l%E2%80%99h%C3%B4tel.txt`,
    );
  });

  it('marks seen only threads the caller may see', async () => {
    expect((await t.call('initech user', 'POST', `/backend/api/messages/seen/${thread}`)).statusCode).toBe(404);
    expect((await t.call('hotel', 'POST', `/backend/api/messages/seen/${thread}`)).statusCode).toBe(403);
    expect((await t.call(null, 'POST', `/backend/api/messages/seen/${thread}`)).statusCode).toBe(401);
  });
});
