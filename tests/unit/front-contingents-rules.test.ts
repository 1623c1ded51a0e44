import { describe, expect, it } from 'vitest';
import { afterLogin, decideAccess } from '../../common/access.ts';
import { contingentsLogin, hotelHome, hotelLanding, signedIn } from '../../contingents/rules.ts';
import { identityWith as someone } from '../support/identity.ts';

const hotel = someone('ROLE_HOTEL');
const hotelAdmin = someone('ROLE_ADMIN_HOTEL', 'ROLE_HOTEL');
const companyUser = someone('ROLE_USER');

describe('the contingents site', () => {
  it('sends visitors without a session to sign in', () => {
    expect(decideAccess(null, '/', hotelHome)).toEqual({ action: 'route', to: '/login' });
    expect(decideAccess(null, '/redirect', signedIn)).toEqual({ action: 'route', to: '/login?redirect=%2Fredirect' });
  });

  it('opens the hotel home to hotel users and hotel admins only', () => {
    expect(decideAccess(hotel, '/', hotelHome)).toEqual({ action: 'allow' });
    expect(decideAccess(someone('ROLE_ADMIN_HOTEL'), '/', hotelHome)).toEqual({ action: 'allow' });
    expect(decideAccess(companyUser, '/', hotelHome)).toEqual({ action: 'unauthorised' });
  });

  it('dispatches after sign-in: hotel admins to their back office, hotel users to the home', () => {
    expect(hotelLanding(hotelAdmin)).toEqual({ action: 'page', to: '/admin' });
    expect(hotelLanding(hotel)).toEqual({ action: 'route', to: '/' });
  });

  it('signs in through /redirect unless a page was asked for', () => {
    expect(afterLogin(hotel, null, contingentsLogin)).toEqual({ action: 'route', to: '/redirect' });
    expect(afterLogin(hotelAdmin, null, contingentsLogin)).toEqual({ action: 'route', to: '/redirect' });
    expect(afterLogin(hotelAdmin, '/admin/contingents', contingentsLogin)).toEqual({ action: 'page', to: '/admin/contingents' });
    expect(afterLogin(hotel, '/admin', contingentsLogin)).toEqual({ action: 'route', to: '/redirect' });
  });
});
