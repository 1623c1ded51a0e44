import { Navigate, Route, Routes } from 'react-router-dom';
import { GlobalNotices } from '../common/GlobalNotices.tsx';
import { LoadingScreen } from '../common/LoadingScreen.tsx';
import { NotFound } from '../common/NotFound.tsx';
import { RouteGuard } from '../common/RouteGuard.tsx';
import { currentSite } from '../common/site.ts';
import { useStartupPing } from '../common/useStartupPing.ts';
import { CompletionPage } from './booking/CompletionPage.tsx';
import { ConfirmPage } from './booking/ConfirmPage.tsx';
import { ValidatePage } from './booking/ValidatePage.tsx';
import { HomeSearch } from './HomeSearch.tsx';
import { Layout } from './Layout.tsx';
import { LoginPage } from './LoginPage.tsx';
import { BookingShow } from './bookings/BookingShow.tsx';
import { BookingsPage } from './bookings/BookingsPage.tsx';
import { PublicBookingPage } from './bookings/PublicBooking.tsx';
import { HotelDiscoverPage } from './offers/HotelDiscoverPage.tsx';
import { HotelOffersPage } from './offers/HotelOffersPage.tsx';
import { ResultsPage } from './offers/ResultsPage.tsx';
import { OfflineEdit } from './offline/OfflineEdit.tsx';
import { OfflineHome } from './offline/OfflineHome.tsx';
import { RequestConfirm } from './offline/RequestConfirm.tsx';
import { frontOffice, HOME } from './rules.ts';

const site = currentSite();

/** The front office of the default site, and of the training site (same screens, flagged as training). */
export function App() {
  const ready = useStartupPing();
  return (
    <>
      <GlobalNotices />
      {ready ? (
        <Routes>
          <Route path="/login" element={<LoginPage site={site} />} />
          <Route path="/public/booking/:token/show" element={<PublicBookingPage mode="show" />} />
          <Route path="/public/booking/:token/edit" element={<PublicBookingPage mode="edit" />} />
          {/* A manager decides from the link of the mail, signed in or not. */}
          <Route path="/booking/:token/validate" element={<ValidatePage />} />
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
              <Route path="/booking/:id/confirm/:online?/:requireValidation?/:requireOrderNumber?" element={<ConfirmPage />} />
              <Route path="/offline/home" element={<OfflineHome />} />
              <Route path="/offline/:id/edit" element={<OfflineEdit />} />
              <Route path="/request/confirm" element={<RequestConfirm />} />
              <Route path="/bookings" element={<BookingsPage />} />
              <Route path="/booking/:id/show" element={<BookingShow />} />
              <Route path="*" element={<NotFound />} />
            </Route>
          </Route>
        </Routes>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
}
