import type { CustomField } from '../../entities/customFields.ts';
import type { BookingStatus } from '../../entities/bookingStatus.ts';
import type { Offer } from '../../entities/offer.ts';
import type { Decision, ValidationPhase } from '../../entities/validationRules.ts';

/** GET /backend/api/booking/unfinished/:id: an online booking in status 0 and everything its form needs. */
export interface UnfinishedBooking {
  id: number;
  ref: string;
  status: BookingStatus;
  /** The offer's terms as they were quoted when the booking started. */
  offer: Pick<
    Offer,
    'roomLabel' | 'pricePerNight' | 'totalPrice' | 'currency' | 'breakfastIncluded' | 'breakfastPrice' | 'freeCancellation' | 'cancellationDeadline'
  > & {
    provider: string;
    hotelKey: string;
    offerKey: string;
    hotelName: string;
    hotelAddress: string | null;
  };
  stay: { destination: string | null; from: string; to: string; nights: number; single: number; double: number };
  fees: { global: number | null; globalLabel: string | null; perRoom: number | null; perRoomLabel: string | null; total: number };
  total: number;
  customFields: CustomField[];
  orderNumber: { required: boolean; label: string | null; pattern: string | null };
  payment: { mode: string; cardGuarantee: 'never' | 'always' | 'chargeable'; cardRequired: boolean };
  validation: { phase: ValidationPhase | null; managers: Manager[]; multiManager: boolean };
  travelPolicyOk: boolean | null;
}

export interface Manager {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** One row of GET /backend/api/me/travellers. */
export interface Traveller {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  mobilePhone: string | null;
  enabled: boolean;
}

/** The answer of POST /backend/api/booking/:id/finalise. */
export interface FinaliseResult {
  id: number;
  ref: string;
  status: BookingStatus;
  validation: ValidationPhase | null;
  requireOrderNumber: boolean;
}

/** GET /backend/public/api/booking/validation/:token: what a manager decides on, from the link of the mail. */
export interface ValidationRequest {
  phase: ValidationPhase;
  decisions: Decision[];
  expiresAt: string;
  manager: { firstName: string; lastName: string };
  booking: {
    ref: string;
    status: BookingStatus;
    company: string;
    booker: string;
    hotelName: string | null;
    hotelAddress: string | null;
    roomLabel: string | null;
    destination: string | null;
    from: string;
    to: string;
    travellers: string | null;
    rooms: number;
    totalPrice: number | null;
    fees: number;
    /** The stay's price plus the fees, as every page of the booking shows it. */
    amount: number | null;
    currency: string;
    breakfastIncluded: boolean | null;
    freeCancellation: boolean | null;
    cancellationDeadline: string | null;
    travelPolicyOk: boolean | null;
    orderNumber: string | null;
    remarks: string | null;
  };
}
