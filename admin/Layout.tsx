import { Suspense, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { GlobalNotices } from '../common/GlobalNotices.tsx';
import { LoadingScreen } from '../common/LoadingScreen.tsx';
import { AdminMenu } from './Menu.tsx';

/** react-admin's layout (app bar with the user's name and sign-out, menu of resources and configuration screens) with the notices every page shows (browser support, impersonation, banner) on top of the content. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu}>
      <GlobalNotices />
      {/* A screen fetched on first use shows the wait at once (react-admin's own fallback waits a second). */}
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </Layout>
  );
}
