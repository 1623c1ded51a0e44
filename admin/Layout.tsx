import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { GlobalNotices } from '../common/GlobalNotices.tsx';
import { AdminMenu } from './Menu.tsx';

/** react-admin's layout (app bar with the user's name and sign-out, menu of resources and configuration screens) with the notices every page shows (browser support, impersonation, banner) on top of the content. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu}>
      <GlobalNotices />
      {children}
    </Layout>
  );
}
