import { DefaultLayout } from '@sbc/ui/layouts';
import type { ReactNode } from 'react';
import { Outlet, type ShouldRevalidateFunctionArgs, useRouteLoaderData } from 'react-router';
import { AlertBanner } from '../../components/alert-banner';
import { RouteError } from '../../components/route-error';
import { env } from '../../env.server';
import { SiteHeader } from '../../components/site-header';
import { currentYear } from '../../lib/current-year';
import { deferred } from '../../lib/deferred';
import { loadMenuCategories, loadSiteAlert } from '../../lib/site-chrome.server';
import { loadSiteInfo } from '../../lib/site-info.server';
import type { loader as rootLoader } from '../../root';
import type { Route } from './+types/layout';

// Below the fold or floating: their code loads once the page has settled (first-load JS budget).
const SiteFooter = deferred(() => import('../../components/site-footer').then((m) => m.SiteFooter));
const SiteOverlays = deferred(() => import('../../components/site-overlays').then((m) => m.SiteOverlays));

/** The public site's frame: alert banner, header, footer and the data they need, around every public page. */
export async function loader({ request }: Route.LoaderArgs) {
  const [info, alert, categories] = await Promise.all([
    loadSiteInfo(request.signal),
    loadSiteAlert(request.signal),
    loadMenuCategories(request.signal),
  ]);
  return { info, alert, categories, year: currentYear(), subscribePopupEnd: env.SUBSCRIBE_POPUP_END };
}

/** The frame's data changes rarely: keep it across navigations, refresh it after a form post. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET'
    ? defaultShouldRevalidate
    : false;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame data={loaderData}>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * A page's error (a missing post, any unknown path: SPEC section 8) inside the frame, so the
 * visitor keeps the menu, search and footer. Without the frame's own data, the root shows it.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const page = <RouteError error={error} />;
  return loaderData ? <SiteFrame data={loaderData}>{page}</SiteFrame> : page;
}

function SiteFrame({ data, children }: { data: Route.ComponentProps['loaderData']; children: ReactNode }) {
  const memberUrl = useRouteLoaderData<typeof rootLoader>('root')?.memberUrl ?? '/login';
  return (
    <DefaultLayout
      banner={<AlertBanner alert={data.alert} />}
      header={<SiteHeader categories={data.categories} memberUrl={memberUrl} />}
      footer={<SiteFooter info={data.info} year={data.year} />}
      overlays={<SiteOverlays info={data.info} subscribePopupEnd={data.subscribePopupEnd} />}
    >
      {children}
    </DefaultLayout>
  );
}
