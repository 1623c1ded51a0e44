/**
 * A row of the booking table as the driver reads it (server/db/index.ts): dates as YYYY-MM-DD, decimals as numbers,
 * instants as Dates, JSON columns as parsed.
 */
export interface BookingRow {
  id: number;
  ref: string;
  booking_base_id: string | null;
  status: number;
  is_online: boolean;
  arrival_date: string;
  departure_date: string;
  destination: string | null;
  travellers: string | null;
  company_id: number;
  user_id: number | null;
  hotel_id: number | null;
  booking_fees_global: number | null;
  booking_fees_global_label: string | null;
  booking_fees_per_room: number | null;
  booking_fees_per_room_label: string | null;
  created_at: Date;
  public_token: string | null;
  provider: string | null;
  hotel_key: string | null;
  offer_key: string | null;
  hotel_name: string | null;
  hotel_address: string | null;
  room_label: string | null;
  single_rooms: number;
  double_rooms: number;
  /** The rooms asked for, each with its occupancy and, for two, the bed type (entities/bookingRules.ts). */
  rooms: { occupancy: number; bedType?: string | null }[];
  services: Record<string, boolean>;
  price_per_night: number | null;
  total_price: number | null;
  /** The booking fees and the amount (stay plus fees), computed by the database (docs/glossary.md, amount). */
  fees_total: number;
  amount: number | null;
  currency: string;
  breakfast_included: boolean | null;
  breakfast_price: number | null;
  free_cancellation: boolean | null;
  cancellation_deadline: Date | null;
  payment_mode: string | null;
  remarks: string | null;
  extras: string | null;
  custom_fields: Record<string, unknown>;
  order_number: string | null;
  order_number_file: Buffer | null;
  order_number_file_name: string | null;
  travel_policy_ok: boolean | null;
  validation: string | null;
  cancellation_reason: string | null;
  cancellation_comment: string | null;
  priority: string | null;
  budget: number | null;
  response_date: string | null;
  comments: string | null;
  contacts: unknown;
  proposal: string | null;
  agent_id: number | null;
  confirmation_key: string | null;
  updated_at: Date;
  favorite_location_id: number | null;
  request_kind: string | null;
  request_details: unknown;
  requester: unknown;
  unique_chain: string | null;
}
