import type { Role } from './roles.ts';

/** The session identity (docs/glossary.md): the claims of the login token, and the answer of the ping. */
export interface Identity {
  id: number;
  username: string;
  roles: Role[];
  /** Agency staff. */
  admin: boolean;
  /** Hotel staff. */
  hotel: boolean;
  company: { id: number; name: string; logo: string | null } | null;
  /** The contingent hotel of hotel staff. */
  hotelId: number | null;
  contactBBA: { name: string; email: string; phone: string | null } | null;
  firstName: string;
  lastName: string;
  gender: string | null;
  mobile: string | null;
  maxPricePerRoom: number | null;
  bookingFees: {
    globalOnline: number | null;
    globalOffline: number | null;
    globalLabel: string | null;
    perRoomOnline: number | null;
    perRoomOffline: number | null;
    perRoomLabel: string | null;
  } | null;
  orderNumber: { required: boolean; label: string | null; pattern: string | null } | null;
  sendVoucherToTravellers: boolean;
  email2: string | null;
  online: boolean;
  offline: boolean;
  files: string[];
  /** While impersonating: who is behind the wheel. */
  impersonator?: { id: number; username: string };
}
