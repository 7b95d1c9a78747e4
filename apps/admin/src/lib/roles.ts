import type { AdminRole } from '@sbc/contract';

/** The parts of the console that a role may or may not open. */
export type ConsoleArea = 'presence' | 'content' | 'community' | 'members' | 'outbox' | 'audit' | 'account';

// Mirrors the server's permissions (apps/api/src/http/auth.ts): `content` and `outbox` need the
// site-wide content permission, `community` (events, courses, gallery, boards) the chapter one.
const AREAS: Record<AdminRole, readonly ConsoleArea[]> = {
  super: ['presence', 'content', 'community', 'members', 'outbox', 'audit', 'account'],
  chapter: ['presence', 'community', 'members', 'account'],
  presence: ['presence', 'account'],
};

/** Readable names of the roles, for the account page. */
export const ROLE_LABELS: Record<AdminRole, string> = {
  super: 'Admin Pusat',
  chapter: 'Admin Chapter',
  presence: 'Petugas Presensi',
};

/**
 * Whether a role sees an area in the console. Only hides what would be refused: the server
 * checks every call itself. Without a known role everything is shown and the API decides.
 */
export function canOpen(role: AdminRole | null | undefined, area: ConsoleArea): boolean {
  return role ? AREAS[role].includes(area) : true;
}
