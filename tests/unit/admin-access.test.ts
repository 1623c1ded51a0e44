import { describe, expect, it } from 'vitest';
import { allowed, filledByScope, prefetchedReferences } from '../../admin/access.ts';
import { backOfficeEntities, entities, entityNamed } from '../../entities/index.ts';

describe('back-office access comes from the descriptors', () => {
  it('an admin reads and writes companies, an agent does not even see them', () => {
    expect(allowed('default', ['ROLE_ADMIN'], 'company', 'list')).toBe(true);
    expect(allowed('default', ['ROLE_ADMIN'], 'company', 'edit')).toBe(true);
    expect(allowed('default', ['ROLE_BBA_AGENT'], 'company', 'list')).toBe(false);
  });

  it('an agent reads news but only admins write them', () => {
    expect(allowed('default', ['ROLE_BBA_AGENT'], 'news', 'show')).toBe(true);
    expect(allowed('default', ['ROLE_BBA_AGENT'], 'news', 'create')).toBe(false);
    expect(allowed('default', ['ROLE_BBA_ADMIN'], 'news', 'delete')).toBe(true);
  });

  it('a route switched off in the descriptor is refused to everyone', () => {
    expect(allowed('default', ['ROLE_ADMIN'], 'company', 'create')).toBe(false);
    expect(allowed('default', ['ROLE_ADMIN'], 'company', 'delete')).toBe(false);
    expect(allowed('default', ['ROLE_ADMIN'], 'maillog', 'edit')).toBe(false);
    expect(allowed('default', ['ROLE_ADMIN'], 'maillog', 'show')).toBe(true);
  });

  it('a form leaves out the tenant the server fills in for a caller confined to it: a hotel admin’s hotel, not the agency’s', () => {
    const rule = entityNamed('hotelretrocession');
    expect(filledByScope(rule, 'hotel', ['ROLE_ADMIN_HOTEL'])).toBe(true);
    expect(filledByScope(rule, 'days', ['ROLE_ADMIN_HOTEL'])).toBe(false);
    expect(filledByScope(rule, 'hotel', ['ROLE_ADMIN'])).toBe(false);
    expect(filledByScope(entityNamed('news'), 'title', ['ROLE_ADMIN'])).toBe(false);
  });

  it('a record action needs one of its roles', () => {
    expect(allowed('default', ['ROLE_ADMIN'], 'user', 'impersonate')).toBe(true);
    expect(allowed('default', ['ROLE_BBA_AGENT'], 'user', 'impersonate')).toBe(false);
    expect(allowed('default', ['ROLE_ADMIN'], 'news', 'impersonate')).toBe(false);
  });

  it('field-level questions fall back to the entity access', () => {
    expect(allowed('default', ['ROLE_ADMIN'], 'user.roles', 'show')).toBe(true);
    expect(allowed('default', ['ROLE_BBA_AGENT'], 'user.roles', 'show')).toBe(false);
    expect(allowed('default', ['ROLE_ADMIN'], 'user.nonexistent', 'show')).toBe(false);
  });

  it('a site shows only its own back-office entities, in the order of the entities', () => {
    const names = (site: 'default' | 'contingents' | 'formation') => backOfficeEntities(site).map((entity) => entity.name);
    expect(names('default')).toEqual(entities.map((entity) => entity.name));
    expect(names('contingents')).toEqual([
      'contingentHotel',
      'hotelUser',
      'hotelgamme',
      'configcontingent',
      'contingent',
      'hotelretrocession',
      'retrocession',
      'contingentbooking',
    ]);
    expect(names('formation')).toEqual([]);
    expect(allowed('contingents', ['ROLE_ADMIN'], 'news', 'list')).toBe(false);
    expect(allowed('default', ['ROLE_ADMIN'], 'nonexistent', 'list')).toBe(false);
  });

  it('creating may be narrower than editing: a hotel admin edits its hotel but never adds one', () => {
    expect(allowed('contingents', ['ROLE_ADMIN_HOTEL'], 'contingentHotel', 'edit')).toBe(true);
    expect(allowed('contingents', ['ROLE_ADMIN_HOTEL'], 'contingentHotel', 'create')).toBe(false);
    expect(allowed('default', ['ROLE_ADMIN'], 'contingentHotel', 'create')).toBe(true);
  });

  it('a hotel admin reads its contingents but not the agency-only columns (hotel, company, selling prices)', () => {
    expect(allowed('contingents', ['ROLE_ADMIN_HOTEL'], 'contingent', 'list')).toBe(true);
    for (const field of ['prix_vente', 'prix_vente_etape', 'hotel', 'company']) {
      expect(allowed('contingents', ['ROLE_ADMIN_HOTEL'], `contingent.${field}`, 'show'), field).toBe(false);
      expect(allowed('default', ['ROLE_ADMIN'], `contingent.${field}`, 'show'), field).toBe(true);
    }
    expect(allowed('contingents', ['ROLE_ADMIN_HOTEL'], 'contingent.prix_achat', 'show')).toBe(true);
    // Nor is a field it may not read offered in its forms.
    expect(allowed('contingents', ['ROLE_ADMIN_HOTEL'], 'contingent.hotel', 'edit')).toBe(false);
    expect(allowed('contingents', ['ROLE_ADMIN_HOTEL'], 'contingent.qte_init', 'edit')).toBe(true);
  });

  it('a reference to an entity the roles cannot read is neither shown nor offered as an input', () => {
    // A hotel admin reads no company: the server would refuse to name the company a configuration is reserved for.
    expect(allowed('contingents', ['ROLE_ADMIN_HOTEL'], 'configcontingent.company', 'show')).toBe(false);
    expect(allowed('contingents', ['ROLE_ADMIN_HOTEL'], 'configcontingent.company', 'edit')).toBe(false);
    expect(allowed('contingents', ['ROLE_ADMIN_HOTEL'], 'configcontingent.hotel_gamme', 'show')).toBe(true);
    expect(allowed('default', ['ROLE_ADMIN'], 'configcontingent.company', 'show')).toBe(true);
  });

  it('a read-only entity (form: [], write routes off) offers no create, edit or delete', () => {
    for (const action of ['create', 'edit', 'delete', 'clone']) {
      expect(allowed('default', ['ROLE_ADMIN'], 'booking', action), action).toBe(false);
      expect(allowed('default', ['ROLE_ADMIN'], 'bookinghistory', action), action).toBe(false);
      expect(allowed('contingents', ['ROLE_ADMIN_HOTEL'], 'contingentbooking', action), action).toBe(false);
    }
    expect(allowed('default', ['ROLE_BBA_AGENT'], 'booking', 'list')).toBe(true);
    expect(allowed('default', ['ROLE_ADMIN'], 'hotel', 'edit')).toBe(false);
  });

  it('disabling a booking is for agency administrators, resending a mail for all agency staff', () => {
    expect(allowed('default', ['ROLE_ADMIN'], 'booking', 'disableBooking')).toBe(true);
    expect(allowed('default', ['ROLE_BBA_AGENT'], 'booking', 'disableBooking')).toBe(false);
    expect(allowed('default', ['ROLE_BBA_AGENT'], 'maillog', 'resend')).toBe(true);
  });

  it('the contingents back office holds only what a hotel admin may read', () => {
    for (const entity of backOfficeEntities('contingents')) expect(allowed('contingents', ['ROLE_ADMIN_HOTEL'], entity.name, 'list'), entity.name).toBe(true);
  });
});

describe('the references a list brings along', () => {
  it('are those the roles read or pick, and whole: not a hotel admin’s own hotel', () => {
    expect(prefetchedReferences(entityNamed('contingent'), ['ROLE_ADMIN'])).toContain('hotel');
    expect(prefetchedReferences(entityNamed('contingent'), ['ROLE_ADMIN_HOTEL'])).not.toContain('hotel');
    expect(prefetchedReferences(entityNamed('configcontingent'), ['ROLE_ADMIN'])).toContain('company');
    // An agent receives the companies and bookers of a page by name (the server sends their pick fields only).
    expect(prefetchedReferences(entityNamed('configcontingent'), ['ROLE_BBA_AGENT'])).toContain('company');
    expect(prefetchedReferences(entityNamed('booking'), ['ROLE_BBA_AGENT'])).toEqual(expect.arrayContaining(['company', 'user']));
    expect(prefetchedReferences(entityNamed('contingent'), ['ROLE_ADMIN_HOTEL'])).not.toContain('company');
  });
});

describe('the agent’s work', () => {
  it('picks the company or the person of what it creates, without the companies’ and users’ own screens', () => {
    for (const field of ['traveller.company', 'companyProviderData.company', 'message.company', 'message.user', 'favoriteLocation.company']) {
      expect(allowed('default', ['ROLE_BBA_AGENT'], field, 'create'), field).toBe(true);
      expect(allowed('default', ['ROLE_BBA_AGENT'], field, 'show'), field).toBe(true);
    }
    for (const action of ['list', 'show', 'edit']) {
      expect(allowed('default', ['ROLE_BBA_AGENT'], 'company', action), action).toBe(false);
      expect(allowed('default', ['ROLE_BBA_AGENT'], 'user', action), action).toBe(false);
    }
  });

  it('sees who booked and who wrote', () => {
    for (const field of ['booking.company', 'booking.user', 'message.company', 'message.user'])
      expect(allowed('default', ['ROLE_BBA_AGENT'], field, 'list'), field).toBe(true);
    expect(entityNamed('booking').list.columns).toEqual(expect.arrayContaining(['company', 'user']));
    expect(entityNamed('message').list.columns).toEqual(expect.arrayContaining(['company', 'user']));
  });
});
