import { DefaultLayout } from '@sbc/ui/layouts';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import { currentYear } from '../../lib/current-year';
import { loadSiteInfo } from '../../lib/site-info.server';
import type { Route } from './+types/layout';

/** The public site's frame: header, footer and the data they need, around every public page. */
export async function loader({ request }: Route.LoaderArgs) {
  const info = await loadSiteInfo(request.signal);
  return { info, year: currentYear() };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DefaultLayout
      header={<SiteHeader />}
      footer={<SiteFooter info={loaderData.info} year={loaderData.year} />}
    >
      <Outlet />
    </DefaultLayout>
  );
}
