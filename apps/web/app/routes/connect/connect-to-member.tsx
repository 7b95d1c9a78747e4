import { DefaultLayout } from '@sbc/ui/layouts';
import { data, redirect } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import { env } from '../../env.server';
import { memberApiFor } from '../../lib/member-api.server';
import {
  NO_STORE,
  clearMemberCookies,
  isSecureSite,
  memberSessionCookies,
  noStoreHeaders,
} from '../../lib/member-cookies.server';
import { connectReturnTarget, loginHrefFor } from '../../lib/member-return.server';
import type { Route } from './+types/connect-to-member';
import { describeConnectFailure } from './connect-failure.server';

/**
 * `/connect-to-member?token=<connect code>&return=`: the member host sends the browser here
 * after a login. The single-use code becomes this site's own member session (cookies), then
 * the browser goes on to `return` (this site only). A bad code clears the member cookies and
 * explains itself (SPEC section 4).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get('token')?.trim() ?? '';
  const target = connectReturnTarget(url.searchParams.get('return'), env.WEB_URL);
  const secure = isSecureSite(env.WEB_URL);
  let failure: unknown = null;
  if (code !== '') {
    try {
      const session = await memberApiFor(null).connectToMember(
        { query: { token: code } },
        { signal: request.signal },
      );
      const cookies = memberSessionCookies(session.token, session.member_profile, secure);
      return redirect(target, { status: 302, headers: noStoreHeaders(cookies) });
    } catch (error) {
      failure = error;
    }
  }
  const page = await describeConnectFailure(
    failure,
    loginHrefFor(target, env.WEB_URL),
    request.signal,
  );
  return data(page, { status: page.status, headers: noStoreHeaders(clearMemberCookies(secure)) });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': NO_STORE });

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: `${page?.title ?? 'Masuk'} | SBC` },
  { name: 'robots', content: 'noindex' },
];

export default function ConnectToMember({ loaderData: page }: Route.ComponentProps) {
  return (
    <DefaultLayout
      header={<SiteHeader categories={page.categories} memberUrl={page.memberUrl} />}
      footer={page.info ? <SiteFooter info={page.info} year={page.year} /> : null}
    >
      <section className="bg-brand-50 px-4 py-16 sm:py-24">
        <div className="ring-brand-100 mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-lg ring-1 sm:p-10">
          <span
            aria-hidden="true"
            className="bg-danger-soft text-danger mx-auto inline-flex size-14 items-center justify-center rounded-full text-2xl font-bold"
          >
            !
          </span>
          <h1 className="text-brand-900 mt-5 text-2xl font-bold sm:text-3xl">{page.title}</h1>
          <p className="text-ink-muted mt-3">{page.message}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {/* A document navigation: /login redirects to the member host. */}
            <a
              href={page.loginHref}
              className="bg-brand text-ink-inverse hover:bg-brand-700 inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold"
            >
              Masuk Kembali
            </a>
            <a
              href="/"
              className="border-brand-200 text-brand-800 hover:bg-brand-50 inline-flex items-center justify-center rounded-full border px-6 py-3 font-semibold"
            >
              Ke Beranda
            </a>
          </div>
        </div>
      </section>
    </DefaultLayout>
  );
}
