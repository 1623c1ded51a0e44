import { beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { pickFields } from '../../entities/kit.ts';
import { fileApp } from '../support/app.ts';
import { fieldsFiltered } from '../support/crud-oracle.ts';

/**
 * The agent processes the companies' requests: it picks a company or a person by name to create a traveller, a
 * supplier code, a message or a favourite location, and sees who booked or wrote, without reading the admin-only
 * records of companies and users.
 */
const t = fileApp();
let acme: number;
let manager: { id: number; email: string };
beforeAll(async () => {
  acme = await t.companyId('Acme Industries');
  manager = await t.db.knex('user').where({ email: 'manager@acme-demo.fr' }).first('id', 'email');
});

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))).toString();

describe('the agent names companies and users, and reads nothing else of them', () => {
  it('finds a company by name through the search and the reference list, with its name and city only', async () => {
    const search = await t.call('agent', 'GET', '/backend/api/companies/search?q=acme');
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual([{ id: acme, name: 'Acme Industries', city: expect.any(String) }]);
    // The autocomplete of a form (getList with q) and a reference column (getMany by ids).
    const listed = await t.call('agent', 'GET', `/backend/api/companies?${query({ filter: { q: 'acme' }, sort: ['name', 'ASC'], range: [0, 24] })}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([{ id: acme, name: 'Acme Industries', city: expect.any(String) }]);
    const byIds = await t.call('agent', 'GET', `/backend/api/companies?${query({ filter: { id: [acme] } })}`);
    expect(byIds.json()).toEqual([{ id: acme, name: 'Acme Industries', city: expect.any(String) }]);
  });

  it('finds a user by name, with names, address and company only', async () => {
    const search = await t.call('agent', 'GET', '/backend/api/users/search?q=durand');
    expect(search.statusCode).toBe(200);
    const found = search.json().find((row: { id: number }) => row.id === manager.id);
    expect(found).toEqual({ id: manager.id, first_name: 'Claire', last_name: 'Durand', email: manager.email, company: acme });
    const byIds = await t.call('agent', 'GET', `/backend/api/users?${query({ filter: { id: [manager.id] } })}`);
    expect(byIds.json()).toEqual([found]);
    // The users of one company, for a form that picks the company first.
    const ofAcme = await t.call('agent', 'GET', `/backend/api/users?${query({ filter: { company: acme }, sort: ['email', 'ASC'], range: [0, 99] })}`);
    expect(ofAcme.statusCode).toBe(200);
    expect(ofAcme.json().every((row: { company: number }) => row.company === acme)).toBe(true);
    expect(Object.keys(ofAcme.json()[0]).sort()).toEqual(['company', 'email', 'first_name', 'id', 'last_name']);
  });

  it('reads no full record, and may not filter, sort or prefetch on what it may not read', async () => {
    expect((await t.call('agent', 'GET', `/backend/api/companies/${acme}`)).statusCode).toBe(403);
    expect((await t.call('agent', 'GET', `/backend/api/users/${manager.id}`)).statusCode).toBe(403);
    // A filter on roles or on the enabled flag would tell who is an admin, whose account is disabled.
    expect((await t.call('agent', 'GET', `/backend/api/users?${query({ filter: { roles: ['ROLE_ADMIN'] } })}`)).statusCode).toBe(403);
    expect((await t.call('agent', 'GET', `/backend/api/users?${query({ filter: { enabled: false } })}`)).statusCode).toBe(403);
    expect((await t.call('agent', 'GET', `/backend/api/companies?${query({ sort: ['updated_at', 'DESC'] })}`)).statusCode).toBe(403);
    expect((await t.call('agent', 'GET', `/backend/api/companies/search?parentField=bba_contact&parentId=1`)).statusCode).toBe(403);
    // Nor write them.
    expect((await t.call('agent', 'PUT', `/backend/api/companies/${acme}`, { name: 'Acme' })).statusCode).toBe(403);
    expect((await t.call('agent', 'PUT', `/backend/api/users/${manager.id}`, { enabled: false })).statusCode).toBe(403);
    expect((await t.call('agent', 'DELETE', `/backend/api/users/${manager.id}`)).statusCode).toBe(403);
  });

  it('receives a booking page with its companies and bookers by name only', async () => {
    const page = await t.call('agent', 'GET', `/backend/api/bookings?${query({ range: [0, 9], prefetch: ['company', 'user'] })}`);
    expect(page.statusCode).toBe(200);
    const { data, prefetched } = page.json();
    expect(data.length).toBeGreaterThan(0);
    expect(data.some((row: { user: number | null }) => row.user !== null)).toBe(true);
    for (const company of prefetched.company) expect(Object.keys(company).sort()).toEqual(['city', 'id', 'name']);
    for (const user of prefetched.user) expect(Object.keys(user).sort()).toEqual(['company', 'email', 'first_name', 'id', 'last_name']);
  });

  it('company people still may not list users or companies', async () => {
    for (const role of ['manager', 'user', 'accountant'] as const) {
      expect((await t.call(role, 'GET', '/backend/api/companies/search?q=acme')).statusCode).toBe(403);
      expect((await t.call(role, 'GET', '/backend/api/users/search?q=durand')).statusCode).toBe(403);
    }
  });
});

describe('the agent creates what a company asks for, naming the company or the person', () => {
  it('a traveller of a company', async () => {
    const created = await t.call('agent', 'POST', '/backend/api/travellers', {
      first_name: 'Inès',
      last_name: 'Agent-Import',
      email: 'ines.agent@acme-demo.fr',
      company: acme,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ company: acme, full_name: expect.stringContaining('Inès') });
  });

  it('a supplier code of a company', async () => {
    const created = await t.call('agent', 'POST', '/backend/api/company-provider-datas', { company: acme, label: 'ACME-RATE-42' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ company: acme, label: 'ACME-RATE-42' });
  });

  it('a message to a user of a company', async () => {
    const created = await t.call('agent', 'POST', '/backend/api/messages', {
      subject: 'Votre demande',
      content: 'Nous la traitons.',
      user: manager.id,
      company: acme,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ user: manager.id, company: acme, from_agency: true });
  });

  it('a favourite location of a company', async () => {
    const created = await t.call('agent', 'POST', '/backend/api/favorite-locations', {
      company: acme,
      name: 'Usine de Lyon',
      city: 'Lyon',
      geo_lat: 45.75,
      geo_lng: 4.85,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ company: acme, name: 'Usine de Lyon' });
  });
});

describe('what a pick answers', () => {
  it('covers the fields its free-text search reads, so a search tells nothing the picker may not see', () => {
    for (const entity of entities.filter((candidate) => candidate.access.pick)) {
      const searched = fieldsFiltered(entity, 'search');
      expect(pickFields(entity), entity.name).toEqual(expect.arrayContaining(searched));
    }
  });
});
