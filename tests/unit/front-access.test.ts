import { describe, expect, it } from 'vitest';
import { afterLogin, decideAccess, loginPath, safeRedirect } from '../../common/access.ts';
import { bookersOnly, frontLogin, frontOffice, managersOnly } from '../../front/rules.ts';
import { identityWith as someone } from '../support/identity.ts';

const user = someone('ROLE_USER');
const manager = someone('ROLE_MANAGER', 'ROLE_USER');
const admin = someone('ROLE_ADMIN', 'ROLE_BBA_ADMIN');
const agent = someone('ROLE_BBA_AGENT');

describe('the redirect parameter of the sign-in page', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeRedirect('/home_search')).toBe('/home_search');
    expect(safeRedirect('/booking/12/show?tab=2')).toBe('/booking/12/show?tab=2');
  });

  it('refuses anything that would leave the site or loop back to sign-in', () => {
    for (const raw of [
      null,
      '',
      'home_search',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?redirect=%2F',
      '/a\nb',
      '/a\tb',
      '/a\u007fb',
    ]) {
      expect(safeRedirect(raw), String(raw)).toBeNull();
    }
  });

  it('is remembered when a visitor without a session is sent to sign in', () => {
    expect(loginPath('/home_search')).toBe('/login?redirect=%2Fhome_search');
    expect(loginPath('/booking/3/show?x=1')).toBe('/login?redirect=%2Fbooking%2F3%2Fshow%3Fx%3D1');
    expect(loginPath('/')).toBe('/login');
  });
});

describe('the front-office route guard', () => {
  it('sends a visitor without a session to sign in, remembering the page', () => {
    expect(decideAccess(null, '/home_search', frontOffice('default'))).toEqual({ action: 'route', to: '/login?redirect=%2Fhome_search' });
  });

  it('lets any company user in', () => {
    expect(decideAccess(user, '/home_search', frontOffice('default'))).toEqual({ action: 'allow' });
    expect(decideAccess(someone('ROLE_ACCOUNTANT'), '/home_search', frontOffice('default'))).toEqual({ action: 'allow' });
  });

  it('sends agency staff to the back office, a full page load away', () => {
    expect(decideAccess(admin, '/home_search', frontOffice('default'))).toEqual({ action: 'page', to: '/admin' });
    expect(decideAccess(agent, '/', frontOffice('default'))).toEqual({ action: 'page', to: '/admin' });
  });

  it('keeps agency staff in the training front office, which has no back office to bounce to', () => {
    expect(decideAccess(admin, '/home_search', frontOffice('formation'))).toEqual({ action: 'allow' });
  });

  it('opens /users to managers only and sends the others back to the search', () => {
    expect(decideAccess(manager, '/users', managersOnly)).toEqual({ action: 'allow' });
    expect(decideAccess(user, '/users', managersOnly)).toEqual({ action: 'route', to: '/home_search' });
    expect(decideAccess(null, '/users', managersOnly)).toEqual({ action: 'route', to: '/login?redirect=%2Fusers' });
  });

  it('opens /travellers to those who book, and sends an accountant back to the search as the API refuses them', () => {
    expect(decideAccess(user, '/travellers', bookersOnly)).toEqual({ action: 'allow' });
    expect(decideAccess(manager, '/travellers', bookersOnly)).toEqual({ action: 'allow' });
    expect(decideAccess(someone('ROLE_ACCOUNTANT'), '/travellers', bookersOnly)).toEqual({ action: 'route', to: '/home_search' });
  });
});

describe('where the front office goes after sign-in', () => {
  const rule = frontLogin('default');

  it('follows the redirect parameter, or goes home', () => {
    expect(afterLogin(user, '/booking/3/show', rule)).toEqual({ action: 'route', to: '/booking/3/show' });
    expect(afterLogin(user, null, rule)).toEqual({ action: 'route', to: '/' });
    expect(afterLogin(user, 'https://evil.example', rule)).toEqual({ action: 'route', to: '/' });
  });

  it('sends an admin to the back office, or to the back-office page asked for', () => {
    expect(afterLogin(admin, null, rule)).toEqual({ action: 'page', to: '/admin' });
    expect(afterLogin(admin, '/home_search', rule)).toEqual({ action: 'page', to: '/admin' });
    expect(afterLogin(admin, '/admin/news', rule)).toEqual({ action: 'page', to: '/admin/news' });
  });

  it('does not send a company user to a back office they cannot enter', () => {
    expect(afterLogin(user, '/admin', rule)).toEqual({ action: 'route', to: '/' });
    expect(afterLogin(user, '/administration', rule)).toEqual({ action: 'route', to: '/administration' });
  });
});
