import type { AdminRole } from '@sbc/contract';

/** The parts of the console that a role may or may not open. */
export type ConsoleArea = 'presence' | 'members' | 'outbox' | 'account';

const AREAS: Record<AdminRole, readonly ConsoleArea[]> = {
  super: ['presence', 'members', 'outbox', 'account'],
  chapter: ['presence', 'members', 'outbox', 'account'],
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
