import type { Identity } from '../../entities/identity.ts';
import type { Role } from '../../entities/roles.ts';

/**
 * The session identity of someone with these roles, as the access rules of the sites read it: agency staff are
 * admin, hotel staff are hotel, and the rest of the claims are those of an account of no company.
 */
export function identityWith(...roles: Role[]): Identity {
  return {
    id: 1,
    username: 'someone@example.com',
    roles,
    admin: roles.includes('ROLE_ADMIN') || roles.includes('ROLE_BBA_AGENT'),
    hotel: roles.includes('ROLE_HOTEL'),
    hotelId: null,
    company: null,
    contactBBA: null,
    firstName: 'Some',
    lastName: 'One',
    gender: null,
    mobile: null,
    maxPricePerRoom: null,
    bookingFees: null,
    orderNumber: null,
    sendVoucherToTravellers: false,
    email2: null,
    online: true,
    offline: true,
    files: [],
  };
}
