import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { t } from '../common/i18n/index.ts';
import { currentSite } from '../common/site.ts';
import { backOfficeEntities } from '../entities/index.ts';
import { authProvider } from './authProvider.ts';
import { dataProvider } from './dataProvider.ts';
import { EmptyBackOffice } from './EmptyBackOffice.tsx';
import { i18nProvider } from './i18nProvider.ts';
import { AdminLayout } from './Layout.tsx';
import { resourceProps } from './resources.tsx';
import { backOfficeTheme } from './theme.ts';
import { BannerEdit, BannerShow, CardEdit, CardShow, StockGrid, TravelPolicyScreen, WhiteMarkScreen } from './pages.ts';
import { companyScreens } from './screens/company/index.ts';
import { contingentScreens } from './screens/contingent/index.ts';
import { configurationScreens } from './screens/configuration/index.ts';

/** The back office of the site this page was served for: the agency's entities, or the hotel admin's on the contingents site. */
const site = currentSite();
const resources = backOfficeEntities(site).map(resourceProps);
const auth = authProvider(site);
const theme = backOfficeTheme(site);

/** react-admin would use a hash router by default; the back office lives at real /admin/... paths instead. */
function BackOffice() {
  return (
    <Admin
      // The app bar names the product where a page has no title of its own (react-admin would say "React Admin").
      title={t(site === 'contingents' ? 'contingents.name' : 'app.name')}
      basename="/admin"
      dataProvider={dataProvider}
      authProvider={auth}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={AdminLayout}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {resources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>
        <Route path={configurationScreens.card.show} element={<CardShow />} />
        <Route path={configurationScreens.card.edit} element={<CardEdit />} />
        <Route path={configurationScreens.banner.show} element={<BannerShow />} />
        <Route path={configurationScreens.banner.edit} element={<BannerEdit />} />
        <Route path={companyScreens.whiteMark.route} element={<WhiteMarkScreen />} />
        <Route path={companyScreens.travelPolicy.route} element={<TravelPolicyScreen />} />
        <Route path={contingentScreens.stock.route} element={<StockGrid />} />
      </CustomRoutes>
      {resources.length === 0 && (
        // A site whose back office has no entity yet still checks who comes in and shows its layout.
        <CustomRoutes>
          <Route path="/" element={<EmptyBackOffice />} />
        </CustomRoutes>
      )}
    </Admin>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<BackOffice />} />
      </Routes>
    </BrowserRouter>
  );
}
