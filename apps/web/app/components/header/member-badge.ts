import { initials } from '@sbc/format/initials';

/** The member profile fields the header reads from the `member_profile` cookie (SPEC section 3). */
export interface MemberProfileCookie {
  member_image?: unknown;
  member_first_name?: unknown;
  member_last_name?: unknown;
}

export interface MemberBadge {
  name: string;
  initials: string;
  /** Photo URL, only when it is an http(s) or site-relative address. */
  image: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function safeImageUrl(value: unknown): string | null {
  const url = text(value);
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/**
 * What the navbar's avatar shows for a logged-in member: the photo when there is one, else the
 * initials of first and last name. A missing or unreadable profile still gives a badge ("A" for
 * "Anggota"), because the token alone means the member is logged in.
 */
export function toMemberBadge(profile: MemberProfileCookie | null): MemberBadge {
  const first = text(profile?.member_first_name);
  const last = text(profile?.member_last_name);
  const name = [first, last].filter(Boolean).join(' ') || 'Anggota';
  return {
    name,
    initials: initials(first, last) || 'A',
    image: safeImageUrl(profile?.member_image),
  };
}
