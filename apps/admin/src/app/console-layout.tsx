import { AdminLayout } from '@sbc/ui/layouts';
import { RouteProgress } from '@sbc/ui/progress-bar';
import { Outlet, useNavigation, useRouteLoaderData } from 'react-router';
import { AdminNav } from '../components/admin-nav';
import { ToastProvider } from '../components/toast';
import type { RootLoaderData } from './guard';

/** Every console page but login: the admin bar, the loading bar, toasts and the page below. */
export function ConsoleLayout() {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const navigation = useNavigation();
  return (
    <ToastProvider>
      <RouteProgress active={navigation.state !== 'idle'} />
      <AdminLayout
        nav={<AdminNav isLoggedIn={root?.isLoggedIn ?? false} role={root?.profile?.profile.role} />}
        homeHref="/admin/"
      >
        <Outlet />
      </AdminLayout>
    </ToastProvider>
  );
}
