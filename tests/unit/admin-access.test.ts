import { describe, expect, it } from 'vitest';
import { allowed, siteEntities } from '../../admin/access.ts';
import { backOffices } from '../../entities/index.ts';

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

  it('a site shows only its own back-office entities', () => {
    expect(siteEntities('default').map((entity) => entity.name)).toEqual(backOffices.default);
    expect(siteEntities('contingents').map((entity) => entity.name)).toEqual(backOffices.contingents);
    expect(allowed('contingents', ['ROLE_ADMIN'], 'news', 'list')).toBe(backOffices.contingents.includes('news'));
  });
});
