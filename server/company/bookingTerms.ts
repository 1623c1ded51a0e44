/**
 * What a company's bookings are charged and must carry: its booking fees (global and per room, an amount per channel
 * and one label each) and its purchase order rule. The session and the booker read them with the company aliased `c`.
 */
export const BOOKING_TERMS_COLUMNS = [
  'c.booking_fees_global_online',
  'c.booking_fees_global_offline',
  'c.booking_fees_global_label',
  'c.booking_fees_per_room_online',
  'c.booking_fees_per_room_offline',
  'c.booking_fees_per_room_label',
  'c.order_number_required',
  'c.order_number_label',
  'c.order_number_pattern',
] as const;

export type BookingTerms = Record<`booking_fees_${'global' | 'per_room'}_${'online' | 'offline'}`, number | null> &
  Record<`booking_fees_${'global' | 'per_room'}_label`, string | null> & {
    order_number_required: boolean | null;
    order_number_label: string | null;
    order_number_pattern: string | null;
  };
