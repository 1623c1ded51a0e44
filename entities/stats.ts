/** The booking statistics of a company or a user (GET /backend/api/bookings/stats), as the server sends them. */
export interface StatsPeriod {
  /** `2026` by year, `2026-03` by month. */
  period: string;
  bookings: number;
  cancelled: number;
  /** Room nights: nights times rooms. */
  nights: number;
  /** Total price of the bookings made. */
  spend: number;
  /** Bookings made within the travel policy, outside it, and without a policy check. */
  policy_ok: number;
  policy_ko: number;
  policy_unknown: number;
}
