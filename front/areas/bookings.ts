/** The bookings and messages screens: one chunk, fetched with the first of them. */
export { BookingsPage } from '../bookings/BookingsPage.tsx';
export { BookingDuplicate } from '../bookings/BookingDuplicate.tsx';
export { BookingShow } from '../bookings/BookingShow.tsx';
export { PublicBookingPage } from '../bookings/PublicBooking.tsx';
export { MessagesPage } from '../messages/MessagesPage.tsx';
export { MessageCreatePage } from '../messages/MessageCreatePage.tsx';
