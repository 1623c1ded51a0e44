/**
 * "My bookings": the three tabs and who sees what in them, paging, sorting and filters, and a booking's detail with
 * the actions allowed in its status. What users do on a booking is in my-booking-steps.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { tabOf } from '../../entities/bookingTabs.ts';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { fileApp, type TestApp } from '../support/app.ts';
import { demoParties, insertBooking, type Party } from '../support/bookings.ts';
import { day } from '../support/days.ts';
import { firstPageStatement, withoutSeqScans } from '../support/query-plans.ts';

const t = fileApp();
let user: Party;
let manager: Party;
let initech: Party;

beforeAll(async () => {
  ({ user, manager, initech } = await demoParties(t.db.knex));
});

type Row = {
  id: number;
  ref: string;
  status: number;
  is_online: boolean;
  manager_view: boolean;
  todo: boolean;
  arrival_date: string;
  hotel_name: string | null;
  destination: string | null;
};
type Page = { items: Row[]; total: number };

const list = async (role: Parameters<TestApp['call']>[0], tab: string, query = '') => {
  const response = await t.call(role, 'GET', `/backend/api/me/bookings/${tab}?itemsPerPage=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};
const ids = (page: Page) => page.items.map((row) => row.id);

describe('the tabs', () => {
  it("put each of the user's bookings in exactly one tab, the one the tab rule gives", async () => {
    const pages = { todo: await list('user', 'todo'), in_progress: await list('user', 'in_progress'), history: await list('user', 'history') };
    const visible = await t.db.knex('booking').where({ user_id: user.userId }).whereNot('status', -1).count({ count: '*' }).first();
    expect(pages.todo.total + pages.in_progress.total + pages.history.total).toBe(Number(visible!.count));
    for (const [tab, page] of Object.entries(pages)) {
      for (const row of page.items) expect(tabOf(row.status as never, row.is_online, { booker: true, undecidedManager: false }), row.ref).toBe(tab);
    }
  });

  it('send the booker a purchase order to enter, and a manager what waits on their decision', async () => {
    const awaitingOrder = await insertBooking(t.db.knex, user, { status: 55 });
    const awaitingManager = await insertBooking(t.db.knex, user, { status: 10 });
    await t.db.knex('booking_manager').insert({
      booking_id: awaitingManager.id,
      user_id: manager.userId,
      phase: 'pre',
      token: `tok-${awaitingManager.id}`,
      expires_at: new Date(Date.now() + 86_400_000),
    });

    expect(ids(await list('user', 'todo'))).toContain(awaitingOrder.id);
    expect(ids(await list('user', 'todo'))).not.toContain(awaitingManager.id);
    expect(ids(await list('user', 'in_progress'))).toContain(awaitingManager.id);

    const managerTodo = await list('manager', 'todo');
    const row = managerTodo.items.find((item) => item.id === awaitingManager.id);
    expect(row?.manager_view).toBe(true);
    expect(row?.todo).toBe(true);
    // Another user's booking the manager has nothing to do with stays out of the manager's lists.
    expect(ids(managerTodo)).not.toContain(awaitingOrder.id);
    expect(ids(await list('manager', 'in_progress'))).not.toContain(awaitingOrder.id);

    await t.db.knex('booking_manager').where({ booking_id: awaitingManager.id }).update({ decision: 'allow', decided_at: new Date() });
    expect(ids(await list('manager', 'todo'))).not.toContain(awaitingManager.id);
    expect(ids(await list('manager', 'in_progress'))).toContain(awaitingManager.id);
  });

  it('never show a disabled booking', async () => {
    const disabled = await insertBooking(t.db.knex, user, { status: -1 });
    for (const tab of ['todo', 'in_progress', 'history']) expect(ids(await list('user', tab))).not.toContain(disabled.id);
  });

  it("show an accountant the whole company, and nobody another company's bookings", async () => {
    const acmeTotal = Number((await t.db.knex('booking').where({ company_id: user.companyId }).whereNot('status', -1).count({ count: '*' }).first())!.count);
    const accountant = (await list('accountant', 'todo')).total + (await list('accountant', 'in_progress')).total + (await list('accountant', 'history')).total;
    expect(accountant).toBe(acmeTotal);
    // An accountant reads; nothing waits on them.
    expect((await list('accountant', 'todo')).total).toBe(0);
    const initechIds = [...ids(await list('initech user', 'in_progress')), ...ids(await list('initech user', 'history'))];
    const acmeIds = new Set((await t.db.knex('booking').where({ company_id: user.companyId }).select('id')).map((row) => row.id));
    expect(initechIds.length).toBeGreaterThan(0);
    expect(initechIds.filter((id) => acmeIds.has(id))).toEqual([]);
  });
});

describe('paging, sorting and filters', () => {
  it('page through a tab in the order asked, with the same total on every page', async () => {
    const first = (await t.call('accountant', 'GET', '/backend/api/me/bookings/history?itemsPerPage=5&page=1&order_by=ref&order=asc')).json() as Page;
    const second = (await t.call('accountant', 'GET', '/backend/api/me/bookings/history?itemsPerPage=5&page=2&order_by=ref&order=asc')).json() as Page;
    expect(first.items).toHaveLength(5);
    expect(second.total).toBe(first.total);
    const refs = [...first.items, ...second.items].map((row) => row.ref);
    expect(refs).toEqual([...refs].sort());
    const beyond = (await t.call('accountant', 'GET', '/backend/api/me/bookings/history?itemsPerPage=5&page=999')).json() as Page;
    expect(beyond).toEqual({ items: [], total: first.total });
  });

  it('answer a page of PAGE_SIZE rows by default and refuse more than 100, unknown sorts and unknown parameters', async () => {
    // More cancelled bookings than a page holds.
    for (let index = (await list('accountant', 'history')).total; index <= PAGE_SIZE; index++) {
      await insertBooking(t.db.knex, user, { status: 80, arrival_date: day(-60 - index), departure_date: day(-59 - index) });
    }
    const all = await list('accountant', 'history');
    expect(all.total).toBeGreaterThan(PAGE_SIZE);
    expect(((await t.call('accountant', 'GET', '/backend/api/me/bookings/history')).json() as Page).items).toEqual(all.items.slice(0, PAGE_SIZE));
    for (const query of ['itemsPerPage=101', 'order_by=password', 'page=0', 'surprise=1']) {
      const response = await t.call('user', 'GET', `/backend/api/me/bookings/history?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('filter by reference, type, hotel or place, status and arrival dates', async () => {
    const lyon = await insertBooking(t.db.knex, user, { hotel_name: 'Hôtel Filtré Unique', arrival_date: day(200), departure_date: day(201) });
    const offline = await insertBooking(t.db.knex, user, { is_online: false, status: 40, destination: 'Brest-sur-Filtre', hotel_name: null });

    expect(ids(await list('user', 'in_progress', `&booking-ref=${lyon.ref.toLowerCase()}`))).toEqual([lyon.id]);
    expect(ids(await list('user', 'in_progress', '&hotel=filtré unique'))).toEqual([lyon.id]);
    expect(ids(await list('user', 'in_progress', '&hotel=brest-sur'))).toEqual([offline.id]);
    const offlineRows = await list('user', 'in_progress', '&type=offline');
    expect(offlineRows.items.every((row) => !row.is_online)).toBe(true);
    expect(ids(offlineRows)).toContain(offline.id);
    const forty = await list('user', 'in_progress', '&status=40');
    expect(forty.items.every((row) => row.status === 40)).toBe(true);
    expect(ids(await list('user', 'in_progress', `&from=${day(199)}&to=${day(200)}`))).toEqual([lyon.id]);
  });

  it('offer the statuses, types and hotels to filter on', async () => {
    const response = await t.call('user', 'GET', '/backend/api/me/booking-filters');
    expect(response.statusCode).toBe(200);
    const filters = response.json();
    expect(filters.statuses.map((status: { value: number }) => status.value)).toContain(60);
    expect(filters.statuses.map((status: { value: number }) => status.value)).not.toContain(-1);
    expect(filters.types).toEqual(['online', 'offline']);
    expect(filters.hotels).toContain('Hôtel Filtré Unique');
  });

  it("read the user's bookings through indexes, never the whole booking table", async () => {
    const identity = (await t.call('user', 'GET', '/backend/api/security/ping')).json();
    const accountantIdentity = (await t.call('accountant', 'GET', '/backend/api/security/ping')).json();
    await withoutSeqScans(t, async (explain) => {
      for (const [who, id] of [
        ['user', identity],
        ['accountant', accountantIdentity],
      ] as const) {
        for (const tab of ['todo', 'in_progress', 'history'] as const) {
          const { sql, bindings } = firstPageStatement(t.db.knex, id, tab, { hotel: 'lyon' });
          const scans = (await explain(sql, bindings)).filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'booking');
          expect(scans, `${who} ${tab}`).toEqual([]);
        }
      }
    });
  });
});

describe("a booking's detail", () => {
  it('shows an online confirmed booking with everything its page needs and what the booker may do', async () => {
    const booking = await insertBooking(t.db.knex, user, { order_number: 'PO-1234' });
    const response = await t.call('user', 'GET', `/backend/api/me/booking/${booking.id}?get_actions=1`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ id: booking.id, ref: booking.ref, status: 60, hotel_name: 'Hôtel des Tests', order_number: 'PO-1234', nights: 2 });
    expect(detail.history[0]).toMatchObject({ type: 'created' });
    expect(detail.hotel).toHaveProperty('name');
    expect(detail).not.toHaveProperty('order_number_file');
    expect(detail).not.toHaveProperty('public_token');
    expect(detail.actions).toEqual(expect.arrayContaining(['cancel', 'duplicate', 'edit', 'contact_agency', 'ics', 'voucher', 'forward_voucher', 'order_pdf']));
    expect(detail.actions).not.toContain('request_modification');
    // Its purchase order is entered: there is none to enter any more.
    expect(detail.actions).not.toContain('order_number');
  });

  it("gives an accountant the documents and no action, and hides other companies' bookings", async () => {
    const booking = await insertBooking(t.db.knex, user);
    const detail = (await t.call('accountant', 'GET', `/backend/api/me/booking/${booking.id}?get_actions=1`)).json();
    expect(detail.actions).toEqual(['ics', 'voucher']);
    expect((await t.call('initech user', 'GET', `/backend/api/me/booking/${booking.id}?get_actions=1`)).statusCode).toBe(404);
  });

  it('offers an undecided manager to allow or deny, and the booker nothing of the kind', async () => {
    const booking = await insertBooking(t.db.knex, user, { status: 10 });
    await t.db
      .knex('booking_manager')
      .insert({ booking_id: booking.id, user_id: manager.userId, phase: 'pre', token: `tok-d-${booking.id}`, expires_at: new Date(Date.now() + 86_400_000) });
    const asManager = (await t.call('manager', 'GET', `/backend/api/me/booking/${booking.id}?get_actions=1`)).json();
    expect(asManager.actions).toEqual(expect.arrayContaining(['book', 'deny']));
    expect(asManager.manager_view).toBe(true);
    const asBooker = (await t.call('user', 'GET', `/backend/api/me/booking/${booking.id}?get_actions=1`)).json();
    expect(asBooker.actions).not.toContain('deny');
    expect(asBooker.actions).not.toContain('cancel');
  });
});

describe('another company', () => {
  it('cannot touch the booking in any way', async () => {
    const booking = await insertBooking(t.db.knex, initech);
    for (const [method, url, payload] of [
      ['POST', `/backend/api/booking/${booking.id}/cancel`, { reason: 'other' }],
      ['POST', `/backend/api/booking/${booking.id}/forward-voucher`, { to: 'a@x.fr' }],
      ['GET', `/backend/api/booking/${booking.id}/ics`, undefined],
      ['GET', `/backend/api/me/booking-voucher/${booking.id}/pdf`, undefined],
      ['GET', `/backend/api/booking/${booking.id}/order`, undefined],
    ] as const) {
      expect((await t.call('user', method, url, payload)).statusCode, url).toBe(404);
    }
  });
});
