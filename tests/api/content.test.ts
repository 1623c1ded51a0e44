import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp } from '../support/app.ts';
import { EVENT_DAYS } from '../../seeds/03_content.ts';
import { day } from '../support/days.ts';

const t = fileApp();
let userId: number;
beforeAll(async () => {
  userId = await t.userId('user');
});

const newsCount = async () => Number((await t.db.knex('news').count({ n: '*' }).first())!.n);

describe('news', () => {
  it('lists the news heaviest first, unread at first, with a real unread count', async () => {
    const response = await t.call('user', 'GET', '/backend/api/me/news');
    expect(response.statusCode).toBe(200);
    const { items, total, unread } = response.json();
    expect(total).toBe(await newsCount());
    expect(unread).toBe(total);
    const weights = items.map((item: { weight: number }) => item.weight);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    expect(items[0]).toMatchObject({ name: 'Nouveaux hôtels partenaires à Lyon', weight: 30, read: false, image: null });
    expect((await t.call('user', 'GET', '/backend/api/me/news/unread')).json()).toEqual({ count: total });
  });

  it('records what the user read, for that user only', async () => {
    const { items, total } = (await t.call('user', 'GET', '/backend/api/me/news')).json();
    const read = await t.call('user', 'POST', '/backend/api/news/read', { ids: [items[0].id, items[1].id] });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread: total - 2 });
    // Twice is harmless.
    expect((await t.call('user', 'POST', '/backend/api/news/read', { ids: [items[0].id] })).json()).toEqual({ unread: total - 2 });
    const again = (await t.call('user', 'GET', '/backend/api/me/news')).json();
    expect(again.unread).toBe(total - 2);
    expect(again.items.filter((item: { read: boolean }) => item.read).map((item: { id: number }) => item.id)).toEqual([items[0].id, items[1].id]);
    expect((await t.call('manager', 'GET', '/backend/api/me/news/unread')).json().count).toBe(total);
  });

  it('counts a news published later as unread', async () => {
    const before = (await t.call('user', 'GET', '/backend/api/me/news/unread')).json().count;
    await t.db.knex('news').insert({ date: '2026-11-20', name: 'Nouveauté', weight: 1 });
    expect((await t.call('user', 'GET', '/backend/api/me/news/unread')).json().count).toBe(before + 1);
  });

  it('refuses unknown news and bad bodies, recording nothing', async () => {
    const { items } = (await t.call('user', 'GET', '/backend/api/me/news')).json();
    const unknown = await t.call('user', 'POST', '/backend/api/news/read', { ids: [items[3].id, 2147483647] });
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.knex('content_read').where({ user_id: userId, item_id: items[3].id, kind: 'news' }).first()).toBeUndefined();
    expect((await t.call('user', 'POST', '/backend/api/news/read', { ids: [] })).json()).toMatchObject({ code: 10, errors: { ids: 10 } });
    expect((await t.call('user', 'POST', '/backend/api/news/read', {})).json()).toMatchObject({ code: 10, errors: { ids: 10 } });
    expect((await t.call('user', 'POST', '/backend/api/news/read', { ids: ['x'] })).json().code).toBe(11);
    expect((await t.call('user', 'POST', '/backend/api/news/read', { ids: [1], more: 1 })).statusCode).toBe(400);
  });

  it('pages and is for signed-in company and agency users', async () => {
    const page = (await t.call('user', 'GET', '/backend/api/me/news?perPage=2&page=2')).json();
    const all = (await t.call('user', 'GET', '/backend/api/me/news?perPage=100')).json();
    expect(page.items.map((item: { id: number }) => item.id)).toEqual(all.items.slice(2, 4).map((item: { id: number }) => item.id));
    expect((await t.call('user', 'GET', '/backend/api/me/news?perPage=101')).statusCode).toBe(400);
    expect((await t.call(null, 'GET', '/backend/api/me/news')).statusCode).toBe(401);
    expect((await t.call('hotel', 'GET', '/backend/api/me/news')).statusCode).toBe(403);
    expect((await t.call('hotel', 'POST', '/backend/api/news/read', { ids: [1] })).statusCode).toBe(403);
    expect((await t.call('agent', 'GET', '/backend/api/me/news')).statusCode).toBe(200);
  });

  it('serves a news image by its address, and 404 without one', async () => {
    const [{ id }] = await t.db.knex('news').insert({ date: '2026-11-21', name: 'Avec image', weight: 2, image: '/assets/news/lyon.jpg' }).returning('id');
    const image = await t.call(null, 'GET', `/backend/news/${id}/image`);
    expect(image.statusCode).toBe(302);
    expect(image.headers.location).toBe('/assets/news/lyon.jpg');
    const listed = (await t.call('user', 'GET', '/backend/api/me/news?perPage=100')).json().items.find((item: { id: number }) => item.id === id);
    expect(listed.image).toBe(`/backend/news/${id}/image`);
    const [{ id: bad }] = await t.db.knex('news').insert({ date: '2026-11-21', name: 'Image douteuse', image: 'javascript:alert(1)' }).returning('id');
    expect((await t.call(null, 'GET', `/backend/news/${bad}/image`)).statusCode).toBe(404);
    const plain = await t.db.knex('news').whereNull('image').first('id');
    expect((await t.call(null, 'GET', `/backend/news/${plain.id}/image`)).statusCode).toBe(404);
  });

  it('names an https news image as it is, and its image route never leads to another site (no open redirect)', async () => {
    const [{ id }] = await t.db
      .knex('news')
      .insert({ date: '2026-11-22', name: 'Image ailleurs', weight: 3, image: 'https://cdn.example.test/news.jpg' })
      .returning('id');
    const listed = () =>
      t.call('user', 'GET', '/backend/api/me/news?perPage=100').then((answer) => answer.json().items.find((item: { id: number }) => item.id === id));
    expect((await listed()).image).toBe('https://cdn.example.test/news.jpg');
    for (const image of ['https://cdn.example.test/news.jpg', 'http://evil.example/news.jpg', '//evil.example/news.jpg', '/\\evil.example/news.jpg']) {
      await t.db.knex('news').where({ id }).update({ image });
      const answer = await t.call(null, 'GET', `/backend/news/${id}/image`);
      expect(answer.statusCode, image).toBe(404);
      expect(answer.headers.location, image).toBeUndefined();
    }
    expect((await listed()).image).toBeNull();
  });
});

describe('help', () => {
  it('lists the help pages heaviest first', async () => {
    const response = await t.call('user', 'GET', '/backend/api/help');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((page: { title: string }) => page.title)).toEqual(['Rechercher un hôtel', 'Demande hors ligne', 'Validation par le manager']);
    await t.db.knex('help').insert({ title: 'Tout en haut', weight: 99, content: '<p>…</p>' });
    expect((await t.call('user', 'GET', '/backend/api/help')).json()[0]).toMatchObject({ title: 'Tout en haut', weight: 99, content: '<p>…</p>' });
    expect((await t.call(null, 'GET', '/backend/api/help')).statusCode).toBe(401);
    expect((await t.call('hotel', 'GET', '/backend/api/help')).statusCode).toBe(403);
  });
});

describe('notifications', () => {
  let helpId: number;
  beforeAll(async () => {
    [{ id: helpId }] = await t.db
      .knex('help')
      .insert({ title: 'Nouveau : la carte virtuelle', weight: 1, notify_users: true, content: '<p>Mode d’emploi</p>' })
      .returning('id');
  });

  it('lists the news and help pages flagged for users, newest first, with the read state and the unread count', async () => {
    const response = await t.call('manager', 'GET', '/backend/api/me/notifications');
    expect(response.statusCode).toBe(200);
    const { items, total, unread } = response.json();
    const flagged =
      Number((await t.db.knex('news').where({ notify_users: true }).count({ n: '*' }).first())!.n) +
      Number((await t.db.knex('help').where({ notify_users: true }).count({ n: '*' }).first())!.n);
    expect(total).toBe(flagged);
    expect(unread).toBe(flagged);
    expect(items[0]).toMatchObject({ id: `help-${helpId}`, kind: 'help', title: 'Nouveau : la carte virtuelle', read: false });
    expect(items.map((item: { id: string }) => item.id)).toContain(
      `news-${(await t.db.knex('news').where({ name: 'Nouveaux hôtels partenaires à Lyon' }).first('id')).id}`,
    );
    const dates = items.map((item: { date: string }) => Date.parse(item.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('shows one notification, which is then read', async () => {
    const detail = await t.call('manager', 'GET', `/backend/api/me/notifications/help-${helpId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: `help-${helpId}`,
      kind: 'help',
      title: 'Nouveau : la carte virtuelle',
      content: '<p>Mode d’emploi</p>',
      read: true,
      image: null,
    });
    const { items, unread, total } = (await t.call('manager', 'GET', '/backend/api/me/notifications')).json();
    expect(unread).toBe(total - 1);
    expect(items.find((item: { id: string }) => item.id === `help-${helpId}`).read).toBe(true);
    // Reading a news notification counts for the news too.
    const news = await t.db.knex('news').where({ notify_users: true }).first('id');
    await t.call('manager', 'GET', `/backend/api/me/notifications/news-${news.id}`);
    expect((await t.call('manager', 'GET', '/backend/api/me/news')).json().items.find((item: { id: number }) => item.id === news.id).read).toBe(true);
  });

  it('answers 404 for an unknown or unflagged page and 400 for a malformed id', async () => {
    const unflagged = await t.db.knex('news').where({ notify_users: false }).first('id');
    expect((await t.call('manager', 'GET', `/backend/api/me/notifications/news-${unflagged.id}`)).statusCode).toBe(404);
    expect((await t.call('manager', 'GET', '/backend/api/me/notifications/help-9999999')).statusCode).toBe(404);
    expect((await t.call('manager', 'GET', '/backend/api/me/notifications/help-9999999999')).statusCode).toBe(404);
    expect((await t.call('manager', 'GET', '/backend/api/me/notifications/user-1')).statusCode).toBe(400);
    expect((await t.call('manager', 'GET', '/backend/api/me/notifications?page=0')).statusCode).toBe(400);
    expect((await t.call(null, 'GET', '/backend/api/me/notifications')).statusCode).toBe(401);
    expect((await t.call('hotel', 'GET', `/backend/api/me/notifications/help-${helpId}`)).statusCode).toBe(403);
  });
});

describe('events', () => {
  const current = (body: unknown, role: 'user' | null | 'hotel' = 'user') => t.call(role, 'POST', '/backend/api/events/current', body);

  it('lists the events overlapping the window, soonest first', async () => {
    const { agriculture, mipim } = EVENT_DAYS;
    const response = await current({ startDate: day(agriculture - 20), endDate: day(mipim + 1) });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((event: { name: string }) => event.name)).toEqual(['Salon International de l’Agriculture', 'MIPIM']);
    expect(response.json()[0]).toMatchObject({ starting_date: day(agriculture), ending_date: day(agriculture + 8), city: 'Paris', geo_lat: 48.8323 });
    // An event running on the window's only day is in it.
    expect((await current({ startDate: day(agriculture + 2), endDate: day(agriculture + 2) })).json().map((event: { name: string }) => event.name)).toEqual([
      'Salon International de l’Agriculture',
    ]);
    expect((await current({ startDate: day(0), endDate: day(365) })).json()).toHaveLength(3);
  });

  it('needs both dates (20), the end not before the start (21), and at most 365 days (760)', async () => {
    expect((await current({ startDate: '2027-01-01' })).json()).toMatchObject({ code: 20, errors: { endDate: 20 } });
    expect((await current({})).json()).toMatchObject({ code: 20, errors: { startDate: 20 } });
    expect((await current({ startDate: '2027-02-01', endDate: '2027-01-31' })).json()).toMatchObject({ code: 21, errors: { endDate: 21 } });
    expect((await current({ startDate: '2027-01-01', endDate: '2028-01-02' })).json()).toMatchObject({ code: 760, errors: { endDate: 760 } });
    expect((await current({ startDate: '2027-02-30', endDate: '2027-03-01' })).json()).toMatchObject({ code: 760, errors: { startDate: 760 } });
    expect((await current({ startDate: '2027-01-01', endDate: '2027-01-02', city: 'Paris' })).statusCode).toBe(400);
  });

  it('is for signed-in company and agency users', async () => {
    expect((await current({ startDate: '2027-01-01', endDate: '2027-01-02' }, null)).statusCode).toBe(401);
    expect((await current({ startDate: '2027-01-01', endDate: '2027-01-02' }, 'hotel')).statusCode).toBe(403);
  });
});
