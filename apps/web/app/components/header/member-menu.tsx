import { cx } from '@sbc/ui/class-names';
import { DISCONNECT_PATH, loginLink } from '../navigation';
import { NavDisclosure } from './nav-disclosure';
import { type HeaderTone } from './tone';
import { useMemberBadge } from './use-member-badge';

const menuLinkClass =
  'text-ink hover:bg-brand-50 hover:text-brand focus-visible:bg-brand-50 block rounded-md px-3 py-2 text-sm font-medium';

/**
 * Login/Daftar for visitors; for a logged-in member an avatar (photo or initials) with
 * "Area Anggota" (the member host) and "Keluar". Decided in the browser after hydration;
 * until then the page's first script (lib/member-hint.ts) marks a member's document, and the
 * server's HTML, the same for everyone, shows such a member a plain avatar instead of Login/Daftar.
 * Those two classes are the server's only: hydration leaves attributes as the server wrote them,
 * and a link rendered later in the browser (after a logout in another tab) goes by the cookies.
 */
export function MemberMenu({ memberUrl, tone }: { memberUrl: string; tone: HeaderTone }) {
  const member = useMemberBadge();

  if (!member) {
    return (
      <>
        {/* A document navigation: /login redirects to the member host. */}
        <a
          href={loginLink.to}
          suppressHydrationWarning
          className={cx(
            'navbar:text-[0.8125rem] inline-flex h-10 shrink-0 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors lg:px-4 lg:text-sm',
            import.meta.env.SSR && 'in-data-member:hidden',
            tone === 'dark'
              ? 'text-brand hover:bg-brand-50 bg-white'
              : 'bg-brand hover:bg-brand-700 text-white',
          )}
        >
          {loginLink.label}
        </a>
        <a
          href={memberUrl}
          aria-label="Area Anggota"
          className={
            import.meta.env.SSR
              ? cx(
                  'hidden h-10 w-10 shrink-0 rounded-full ring-2 in-data-member:block',
                  tone === 'dark' ? 'bg-white ring-white/60' : 'bg-brand ring-brand-100',
                )
              : 'hidden'
          }
          suppressHydrationWarning
        />
      </>
    );
  }

  return (
    <NavDisclosure
      className="relative"
      panelId="menu-anggota"
      buttonLabel={`Menu anggota: ${member.name}`}
      buttonClassName={cx(
        'relative flex h-10 w-10 items-center justify-center overflow-hidden rounded-full text-sm font-bold ring-2 transition',
        tone === 'dark'
          ? 'text-brand bg-white ring-white/60'
          : 'bg-brand ring-brand-100 text-white',
      )}
      button={
        <>
          {member.initials}
          {/* Over the initials; hidden when the cookie still names a photo since replaced or removed. */}
          {member.image && (
            <img
              src={member.image}
              alt=""
              onError={(e) => (e.currentTarget.hidden = true)}
              className="absolute inset-0 h-full w-full object-cover"
            />
          )}
        </>
      }
      panelClassName="animate-fade-in bg-surface ring-line absolute right-0 z-50 mt-2 w-56 rounded-xl p-2 shadow-lg ring-1"
    >
      <p className="text-ink-muted px-3 pt-1 pb-2 text-xs">
        Masuk sebagai
        <strong className="text-ink block truncate text-sm font-semibold">{member.name}</strong>
      </p>
      <ul className="border-line border-t pt-1">
        <li>
          <a href={memberUrl} className={menuLinkClass}>
            Area Anggota
          </a>
        </li>
        <li>
          {/* A document navigation: the route clears the cookies and ends on the member host. */}
          <a href={DISCONNECT_PATH} className={menuLinkClass}>
            Keluar
          </a>
        </li>
      </ul>
    </NavDisclosure>
  );
}
