/** Strings of the front office's bookings screens. */
export default {};
