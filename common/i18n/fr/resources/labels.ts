import { PAYMENT_MODE_LABELS_FR, STATUS_LABELS_FR } from '../../../../entities/bookingLabels.ts';

/** The labels of the booking statuses and payment modes, which bookings, contingent bookings and companies share. */

export const statuses = STATUS_LABELS_FR;

/** The back office says which mode is for contingents only. */
export const paymentModes = { ...PAYMENT_MODE_LABELS_FR, transfer: 'Virement (contingent)' };
