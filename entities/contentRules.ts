/** The events list covers a window of 0 to 365 days. */
export const EVENTS_WINDOW_MAX_DAYS = 365;
