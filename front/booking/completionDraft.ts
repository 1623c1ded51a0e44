import { t } from '../../common/i18n/index.ts';
import { formatDate } from '../../common/format.ts';
import { type BedType, roomErrors } from '../../entities/bookingRules.ts';
import { customFieldOptionLabel, customFieldsErrors, type CustomField, type CustomFieldValue } from '../../entities/customFields.ts';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import { matchesOrderNumber } from '../../entities/patterns.ts';
import type { UnfinishedBooking } from '../../entities/onlineBookingReplies.ts';
import type { Traveller } from '../../entities/travellerReplies.ts';

export interface RoomDraft {
  travellers: (Traveller | null)[];
  bedType: BedType | '';
}

export type Errors = Record<string, ErrorCodeValue>;

/**
 * What the user typed in the booking form of an unfinished online booking, kept in client state between the form and
 * the summary (/booking/summary) so that going back to the form finds it filled.
 */
export interface CompletionDraft {
  unfinishedId: number;
  /** The form's path, where the summary's "Modify" goes back to. */
  form: string;
  rooms: RoomDraft[];
  remarks: string;
  extras: string;
  custom: Record<string, CustomFieldValue>;
  orderNumber: string;
  managers: number[];
  /** One key per booking form: a double click or a retried request books once (the server answers the first result). */
  confirmationKey: string;
  /** The server's refusal of the last confirmation, field by field, for the body it was sent (the form shows it). */
  serverErrors?: { errors: Errors; sent: string };
}

export type DraftValues = Omit<CompletionDraft, 'unfinishedId' | 'form' | 'serverErrors'>;

/** Rooms of one or two travellers: double rooms when the search asked for some, single rooms otherwise. */
export const occupancyOf = (booking: Pick<UnfinishedBooking, 'stay'>): 1 | 2 => (booking.stay.double > 0 ? 2 : 1);

/** The body of POST /api/booking/{id}/finalise for what the form holds. */
export function finaliseBody(booking: Pick<UnfinishedBooking, 'stay' | 'validation'>, values: DraftValues) {
  const occupancy = occupancyOf(booking);
  return {
    rooms: values.rooms.map((room) => ({
      occupancy,
      ...(occupancy === 2 && { bedType: room.bedType || null }),
      travellers: room.travellers.filter((traveller): traveller is Traveller => traveller !== null).map((traveller) => traveller.id),
    })),
    remarks: values.remarks.trim() || null,
    extras: values.extras.trim() || null,
    customFields: values.custom,
    orderNumber: values.orderNumber.trim() || null,
    managers: booking.validation.phase ? values.managers : [],
    confirmationKey: values.confirmationKey,
  };
}

export type FinaliseBody = ReturnType<typeof finaliseBody>;

/** The server's rules, run here first so that the user sees every problem at once. */
export function draftErrors(booking: Pick<UnfinishedBooking, 'stay' | 'validation' | 'customFields' | 'orderNumber'>, values: DraftValues): Errors {
  const body = finaliseBody(booking, values);
  const found: Errors = { ...roomErrors(body.rooms), ...customFieldsErrors(booking.customFields, values.custom).errors };
  if (body.orderNumber && !matchesOrderNumber(body.orderNumber, booking.orderNumber.pattern)) found.orderNumber = ErrorCode.BAD_FORMAT;
  if (booking.validation.phase && values.managers.length === 0) found.managers = ErrorCode.MANAGER_REQUIRED;
  return found;
}

/**
 * A custom field's value as a reader sees it: a dropdown's option label, yes or no, a date as the reader writes it; an
 * empty value reads as an empty string.
 */
export function customFieldText(field: { type: number; options?: CustomField['options'] }, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.type === 40) return t(value === true || value === 'true' ? 'booking.completion.yes' : 'booking.completion.no');
  if (field.type === 60 && typeof value === 'string') return formatDate(value);
  return String(customFieldOptionLabel(field, value));
}
