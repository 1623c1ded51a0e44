import { Navigate, Route, Routes } from 'react-router-dom';
import { GlobalNotices } from '../common/GlobalNotices.tsx';
import { LoadingScreen } from '../common/LoadingScreen.tsx';
import { NotFound } from '../common/NotFound.tsx';
import { RouteGuard } from '../common/RouteGuard.tsx';
import { currentSite } from '../common/site.ts';
import { useStartupPing } from '../common/useStartupPing.ts';
import { HomeSearch } from './HomeSearch.tsx';
import { Layout } from './Layout.tsx';
import { LoginPage } from './LoginPage.tsx';
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
          <Route element={<RouteGuard rule={frontOffice(site)} />}>
            <Route element={<Layout training={site === 'formation'} />}>
              <Route index element={<Navigate to={HOME} replace />} />
              <Route path={HOME} element={<HomeSearch />} />
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
