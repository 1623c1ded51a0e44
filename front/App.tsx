import { Navigate, Route } from 'react-router-dom';
import { NotFound } from '../common/NotFound.tsx';
import { RouteGuard } from '../common/RouteGuard.tsx';
import { session } from '../common/session.ts';
import { currentSite } from '../common/site.ts';
import { StartedRoutes } from '../common/StartedRoutes.tsx';
import { LoginPage } from './LoginPage.tsx';
import {
  BindRequestsPage,
  BookingDuplicate,
  BookingShow,
  BookingsPage,
  CompletionPage,
  ConfirmPage,
  CreateAccountPage,
  DefinePasswordPage,
  EventsPage,
  GenPage,
  GenRequestPage,
  GroupPage,
  HelpPage,
  HomeSearch,
  HotelDiscoverPage,
  HotelOffersPage,
  Layout,
  LostPasswordPage,
  MessageCreatePage,
  MessagesPage,
  NewsPage,
  NotificationShow,
  NotificationsPage,
  OfflineEdit,
  OfflineHome,
  PreloggedCompanyPage,
  PreloggedGroupPage,
  ProfilePage,
  PublicBookingPage,
  PublicSurveyPage,
  RequestConfirm,
  ResultsPage,
  StatsPage,
  SummaryPage,
  SurveyPage,
  TravellersPage,
  UsersPage,
  ValidatePage,
} from './pages.ts';
import { frontOffice, HOME, bookersOnly, managersOnly } from './rules.ts';

const site = currentSite();

// A signed-in visitor needs the frame of the pages: fetch it while the start-up ping is on its way.
if (session.get().token) void import('./Layout.tsx');

/** The front office of the default site, and of the training site (same screens, flagged as training). */
export function App() {
  return (
    <StartedRoutes>
      <Route path="/login" element={<LoginPage site={site} />} />
      <Route path="/public/booking/:token/show" element={<PublicBookingPage mode="show" />} />
      <Route path="/public/booking/:token/edit" element={<PublicBookingPage mode="edit" />} />
      {/* A manager decides from the link of the mail, signed in or not. */}
      <Route path="/booking/:token/validate" element={<ValidatePage />} />
      {/* The satisfaction survey of the invitation mail, answered without signing in. */}
      <Route path="/public/survey/:token/questions" element={<PublicSurveyPage />} />
      <Route path="/define_password/:uid" element={<DefinePasswordPage renewPath="/lost_password" />} />
      <Route path="/lost_password" element={<LostPasswordPage />} />
      <Route path="/create_account/:companyUid?" element={<CreateAccountPage />} />
      {/* A company's public request links (server/group). */}
      <Route path="/offline/booking/prelogged/group/:groupAlias" element={<PreloggedGroupPage />} />
      <Route path="/offline/booking/prelogged/company/:companyUid/:values?" element={<PreloggedCompanyPage />} />
      <Route path="/gen/:companyUid" element={<GenPage />} />
      <Route path="/offline/booking/gen/:companyUid" element={<GenRequestPage />} />
      <Route element={<RouteGuard rule={frontOffice(site)} />}>
        <Route element={<Layout training={site === 'formation'} />}>
          <Route index element={<Navigate to={HOME} replace />} />
          <Route path={HOME} element={<HomeSearch />} />
          <Route path="/online" element={<Navigate to={HOME} replace />} />
          <Route path="/online/home" element={<Navigate to={HOME} replace />} />
          <Route path="/online/results" element={<ResultsPage />} />
          <Route path="/online/offers/:hotelKey" element={<HotelOffersPage />} />
          <Route path="/online/discover/:hotelKey" element={<HotelDiscoverPage />} />
          <Route path="/online/booking/completion/:action?" element={<CompletionPage />} />
          <Route path="/booking/summary" element={<SummaryPage />} />
          <Route path="/booking/:id/confirm/:online?/:requireValidation?/:requireOrderNumber?" element={<ConfirmPage />} />
          <Route path="/offline/home" element={<OfflineHome />} />
          <Route path="/offline/:id/edit" element={<OfflineEdit />} />
          <Route path="/request/confirm" element={<RequestConfirm />} />
          <Route path="/group" element={<GroupPage kind="group" />} />
          <Route path="/seminar" element={<GroupPage kind="seminar" />} />
          <Route path="/offline/booking/bind" element={<BindRequestsPage />} />
          <Route path="/bookings" element={<BookingsPage />} />
          <Route path="/booking/:id/show" element={<BookingShow />} />
          <Route path="/booking/:id/edit" element={<BookingShow open="edit" />} />
          <Route path="/booking/:id/duplicate" element={<BookingDuplicate />} />
          <Route path="/message/list" element={<MessagesPage />} />
          <Route path="/message/create/:id?" element={<MessageCreatePage />} />
          <Route path="/news" element={<NewsPage />} />
          <Route path="/help" element={<HelpPage />} />
          <Route path="/notification/list" element={<NotificationsPage />} />
          <Route path="/notification/:id/show" element={<NotificationShow />} />
          <Route path="/events" element={<EventsPage />} />
          <Route path="/survey" element={<SurveyPage />} />
          <Route path="/stats" element={<StatsPage />} />
          <Route
            path="/travellers"
            element={
              <RouteGuard rule={bookersOnly}>
                <TravellersPage />
              </RouteGuard>
            }
          />
          <Route path="/profile" element={<ProfilePage />} />
          <Route
            path="/users"
            element={
              <RouteGuard rule={managersOnly}>
                <UsersPage />
              </RouteGuard>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </StartedRoutes>
  );
}
