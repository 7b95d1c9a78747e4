import { AdminLayout } from '@sbc/ui/layouts';
import { Outlet, useRouteLoaderData } from 'react-router';
import { AdminNav } from '../components/admin-nav';
import type { RootLoaderData } from './guard';

/** Every console page but login: the admin bar and the page below it. */
export function ConsoleLayout() {
  const root = useRouteLoaderData<RootLoaderData>('root');
  return (
    <AdminLayout nav={<AdminNav isLoggedIn={root?.isLoggedIn ?? false} />} homeHref="/admin/">
      <Outlet />
    </AdminLayout>
  );
}
