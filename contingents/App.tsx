import { Route, Routes } from 'react-router-dom';
import { DefinePasswordPage } from '../common/DefinePasswordPage.tsx';
import { GlobalNotices } from '../common/GlobalNotices.tsx';
import { LoadingScreen } from '../common/LoadingScreen.tsx';
import { NotFound } from '../common/NotFound.tsx';
import { RouteGuard } from '../common/RouteGuard.tsx';
import { useStartupPing } from '../common/useStartupPing.ts';
import { HotelHome } from './HotelHome.tsx';
import { Layout } from './Layout.tsx';
import { LoginPage } from './LoginPage.tsx';
import { RedirectPage } from './RedirectPage.tsx';
import { hotelHome, REDIRECT, signedIn } from './rules.ts';

/** The hotel contingents site; its back office (/admin) is the admin app, another page. */
export function App() {
  const ready = useStartupPing();
  return (
    <>
      <GlobalNotices />
      {ready ? (
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/define_password/:uid" element={<DefinePasswordPage />} />
          <Route element={<RouteGuard rule={signedIn} />}>
            <Route path={REDIRECT} element={<RedirectPage />} />
            {/* Outside the hotel roles the unauthorised message stands alone, with its own way out. */}
            <Route element={<RouteGuard rule={hotelHome} />}>
              <Route element={<Layout />}>
                <Route index element={<HotelHome />} />
                <Route path="*" element={<NotFound />} />
              </Route>
            </Route>
          </Route>
        </Routes>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
}
