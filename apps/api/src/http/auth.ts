import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type AdminPermission, type AdminRole, type AnyEndpoint } from '@sbc/contract';
import { type FastifyRequest } from 'fastify';
import { type AppContext } from '../context';
import { admins } from '../db/schema';
import { AppError } from './errors';

export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'client' }
  | { kind: 'member'; id: number; sessionId: string }
  | { kind: 'admin'; id: number; sessionId: string; role: AdminRole; chapterId: number | null };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
  }
}

/** What each admin role may do; the super admin may do everything. */
const ROLE_PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  super: ['presence', 'content', 'chapter', 'members', 'audit', 'account'],
  chapter: ['presence', 'chapter', 'members', 'account'],
  presence: ['presence', 'account'],
};

export function roleHas(role: AdminRole, permission: AdminPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const MSG_LOGIN_REQUIRED = 'Silakan masuk terlebih dahulu';
const MSG_SESSION_INVALID = 'Sesi tidak valid atau sudah berakhir, silakan masuk kembali';
const MSG_FORBIDDEN = 'Anda tidak memiliki akses untuk tindakan ini';

/**
 * The admin's role, read once per verified token: `tokens.verify` answers the same claims object
 * while it believes a token (about a second, forgotten at once on any revocation), so the role is
 * read again as often as the session is.
 */
const adminRoles = new WeakMap<object, Promise<{ role: AdminRole; chapterId: number | null } | undefined>>();

/**
 * Reads the Authorization header into a principal; a bad credential is a 401, never ignored.
 * A logout (`endedSessionAccepted`) takes a well-signed token whose session has already ended.
 */
async function identify(ctx: AppContext, request: FastifyRequest, e: AnyEndpoint): Promise<Principal> {
  const header = request.headers.authorization;
  if (!header) return { kind: 'anonymous' };
  const [scheme, value = ''] = header.split(' ', 2);
  if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const expected = `${ctx.env.PUBLIC_CLIENT_ID}:${ctx.env.PUBLIC_CLIENT_SECRET}`;
    if (sameSecret(decoded, expected)) return { kind: 'client' };
    throw new AppError('UNAUTHORIZED', 'Kredensial klien tidak valid');
  }
  if (scheme?.toLowerCase() === 'bearer' && value) {
    const { db } = ctx.database;
    const claims = e.endedSessionAccepted ? await ctx.tokens.verifyEnded(db, value) : await ctx.tokens.verify(db, value);
    if (!claims) throw new AppError('UNAUTHORIZED', MSG_SESSION_INVALID);
    if (claims.subjectKind === 'member') {
      return { kind: 'member', id: claims.subjectId, sessionId: claims.sessionId };
    }
    let role = adminRoles.get(claims);
    if (!role) {
      role = db
        .select({ role: admins.role, chapterId: admins.chapterId })
        .from(admins)
        .where(eq(admins.id, claims.subjectId))
        .limit(1)
        .then(([row]) => row);
      adminRoles.set(claims, role);
      role.catch(() => adminRoles.delete(claims));
    }
    const admin = await role;
    if (!admin) throw new AppError('UNAUTHORIZED', MSG_SESSION_INVALID);
    return {
      kind: 'admin',
      id: claims.subjectId,
      sessionId: claims.sessionId,
      role: admin.role,
      chapterId: admin.chapterId,
    };
  }
  throw new AppError('UNAUTHORIZED', MSG_SESSION_INVALID);
}

/** Enforces an endpoint's auth kind on the server (ARCHITECTURE section 3). */
export async function authorize(ctx: AppContext, request: FastifyRequest, e: AnyEndpoint): Promise<Principal> {
  const principal = await identify(ctx, request, e);
  switch (e.auth) {
    case 'none':
      return principal;
    case 'client':
      if (principal.kind === 'anonymous') throw new AppError('UNAUTHORIZED', 'Kredensial klien diperlukan');
      return principal;
    case 'member':
      if (principal.kind === 'anonymous' || principal.kind === 'client') {
        throw new AppError('UNAUTHORIZED', MSG_LOGIN_REQUIRED);
      }
      if (principal.kind !== 'member') throw new AppError('FORBIDDEN', MSG_FORBIDDEN);
      return principal;
    case 'admin':
      if (principal.kind === 'anonymous' || principal.kind === 'client') {
        throw new AppError('UNAUTHORIZED', MSG_LOGIN_REQUIRED);
      }
      if (principal.kind !== 'admin') throw new AppError('FORBIDDEN', MSG_FORBIDDEN);
      if (e.permission && !roleHas(principal.role, e.permission)) {
        throw new AppError('FORBIDDEN', MSG_FORBIDDEN);
      }
      return principal;
  }
}

type AdminPrincipal = Extract<Principal, { kind: 'admin' }>;

/** The admin behind a request; calls with `auth: 'admin'` always have one. */
export function adminOf(principal: Principal): AdminPrincipal {
  if (principal.kind !== 'admin') throw new AppError('FORBIDDEN', MSG_FORBIDDEN);
  return principal;
}

/**
 * The chapter a list is limited to: `null` (everything) for the super admin, the admin's own
 * chapter for a chapter admin. A chapter admin without a chapter sees nothing (chapter id -1).
 */
export function chapterScope(principal: Principal): number | null {
  const admin = adminOf(principal);
  if (admin.role === 'super') return null;
  return admin.chapterId ?? -1;
}

/** Whether a call looks at something (a detail, a list, an export) or changes it. */
export type ScopeAccess = 'read' | 'write';

/**
 * Refuses a look at or a change to something outside the admin's chapter, saying which of the two
 * was refused. National items (no chapter) are the super admin's only.
 */
export function assertChapterScope(principal: Principal, chapterId: number | null, access: ScopeAccess): void {
  const scope = chapterScope(principal);
  if (scope !== null && chapterId !== scope) {
    const verb = access === 'read' ? 'melihat' : 'mengubah';
    throw new AppError('FORBIDDEN', `Anda hanya dapat ${verb} data chapter Anda sendiri`);
  }
}
