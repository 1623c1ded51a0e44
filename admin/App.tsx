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
import { resourceProps } from './generic/resourceProps.tsx';
import { customisationOf } from './resources/index.ts';
import { backOfficeTheme } from './theme.ts';

/** The back office of the site this page was served for: the agency's entities, or the hotel admin's on the contingents site. */
const site = currentSite();
const entities = backOfficeEntities(site);
const resources = entities.map(resourceProps);
/** The entities' pages at addresses of their own (a company's travel policy, the hotel's stock grid). */
const pages = entities.flatMap((entity) => customisationOf(entity.name).pages ?? []);
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
        {pages.map(({ path, component: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
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
