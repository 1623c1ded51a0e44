import { Route } from 'react-router-dom';
import { lazyScreen } from '../common/lazyScreen.ts';
import { NotFound } from '../common/NotFound.tsx';
import { RouteGuard } from '../common/RouteGuard.tsx';
import { session } from '../common/session.ts';
import { StartedRoutes } from '../common/StartedRoutes.tsx';
import { LoginPage } from './LoginPage.tsx';
import { hotelHome, REDIRECT, signedIn } from './rules.ts';

// The sign-in page comes with the app; the other screens are fetched when first shown.
const DefinePasswordPage = lazyScreen(() => import('../common/DefinePasswordPage.tsx'), 'DefinePasswordPage');
const HotelHome = lazyScreen(() => import('./HotelHome.tsx'), 'HotelHome');
const Layout = lazyScreen(() => import('./Layout.tsx'), 'Layout');
const RedirectPage = lazyScreen(() => import('./RedirectPage.tsx'), 'RedirectPage');

// A signed-in visitor needs the frame and the home page: fetch them while the start-up ping is on its way.
if (session.get().token) void Promise.all([import('./Layout.tsx'), import('./HotelHome.tsx')]);

/** The hotel contingents site; its back office (/admin) is the admin app, another page. */
export function App() {
  return (
    <StartedRoutes>
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
    </StartedRoutes>
  );
}
