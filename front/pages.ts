import { lazyScreen } from '../common/lazyScreen.ts';

/**
 * The front office's screens and the frame of the signed-in ones, fetched when a route first shows them: the login
 * page (in App) loads without any of them. Screens come by area (front/areas/), a chunk each: a few large files
 * compress better than many small ones. The default site and the training site mount the same ones.
 */
export const CompletionPage = lazyScreen(() => import('./areas/search.ts'), 'CompletionPage');
export const ConfirmPage = lazyScreen(() => import('./areas/search.ts'), 'ConfirmPage');
export const SummaryPage = lazyScreen(() => import('./areas/search.ts'), 'SummaryPage');
export const ValidatePage = lazyScreen(() => import('./areas/search.ts'), 'ValidatePage');
export const HomeSearch = lazyScreen(() => import('./areas/search.ts'), 'HomeSearch');
export const BookingShow = lazyScreen(() => import('./areas/bookings.ts'), 'BookingShow');
export const BookingDuplicate = lazyScreen(() => import('./areas/bookings.ts'), 'BookingDuplicate');
export const BookingsPage = lazyScreen(() => import('./areas/bookings.ts'), 'BookingsPage');
export const PublicBookingPage = lazyScreen(() => import('./areas/bookings.ts'), 'PublicBookingPage');
export const HotelDiscoverPage = lazyScreen(() => import('./areas/search.ts'), 'HotelDiscoverPage');
export const HotelOffersPage = lazyScreen(() => import('./areas/search.ts'), 'HotelOffersPage');
export const ResultsPage = lazyScreen(() => import('./areas/search.ts'), 'ResultsPage');
export const OfflineEdit = lazyScreen(() => import('./areas/requests.ts'), 'OfflineEdit');
export const OfflineHome = lazyScreen(() => import('./areas/requests.ts'), 'OfflineHome');
export const RequestConfirm = lazyScreen(() => import('./areas/requests.ts'), 'RequestConfirm');
export const MessageCreatePage = lazyScreen(() => import('./areas/bookings.ts'), 'MessageCreatePage');
export const MessagesPage = lazyScreen(() => import('./areas/bookings.ts'), 'MessagesPage');
export const EventsPage = lazyScreen(() => import('./areas/account.ts'), 'EventsPage');
export const HelpPage = lazyScreen(() => import('./areas/account.ts'), 'HelpPage');
export const NewsPage = lazyScreen(() => import('./areas/account.ts'), 'NewsPage');
export const NotificationShow = lazyScreen(() => import('./areas/account.ts'), 'NotificationShow');
export const NotificationsPage = lazyScreen(() => import('./areas/account.ts'), 'NotificationsPage');
export const PublicSurveyPage = lazyScreen(() => import('./areas/account.ts'), 'PublicSurveyPage');
export const SurveyPage = lazyScreen(() => import('./areas/account.ts'), 'SurveyPage');
export const StatsPage = lazyScreen(() => import('./areas/account.ts'), 'StatsPage');
export const CreateAccountPage = lazyScreen(() => import('./areas/account.ts'), 'CreateAccountPage');
export const LostPasswordPage = lazyScreen(() => import('./areas/account.ts'), 'LostPasswordPage');
export const DefinePasswordPage = lazyScreen(() => import('./areas/account.ts'), 'DefinePasswordPage');
export const ProfilePage = lazyScreen(() => import('./areas/account.ts'), 'ProfilePage');
export const TravellersPage = lazyScreen(() => import('./areas/account.ts'), 'TravellersPage');
export const UsersPage = lazyScreen(() => import('./areas/account.ts'), 'UsersPage');
export const GroupPage = lazyScreen(() => import('./areas/requests.ts'), 'GroupPage');
export const BindRequestsPage = lazyScreen(() => import('./areas/requests.ts'), 'BindRequestsPage');
export const GenPage = lazyScreen(() => import('./areas/requests.ts'), 'GenPage');
export const GenRequestPage = lazyScreen(() => import('./areas/requests.ts'), 'GenRequestPage');
export const PreloggedCompanyPage = lazyScreen(() => import('./areas/requests.ts'), 'PreloggedCompanyPage');
export const PreloggedGroupPage = lazyScreen(() => import('./areas/requests.ts'), 'PreloggedGroupPage');
export const TrainingOfflinePage = lazyScreen(() => import('./areas/requests.ts'), 'TrainingOfflinePage');
export const Layout = lazyScreen(() => import('./Layout.tsx'), 'Layout');
