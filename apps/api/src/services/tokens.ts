import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { type Db } from '../db/client';
import { authSessions } from '../db/schema';

export type SubjectKind = 'admin' | 'member';
export const SESSION_SECONDS = 7 * 24 * 60 * 60; // matches the 7-day token cookie (SPEC section 9)
const ISSUER = 'sbc-api';

export interface TokenClaims {
  subjectKind: SubjectKind;
  subjectId: number;
  sessionId: string;
}

export interface TokenService {
  /**
   * Creates a session row and returns its signed token. The session joins `familyId` when given
   * (a connect code of that sign-in), else it starts a family of its own.
   */
  issue(
    db: Db,
    subject: { kind: SubjectKind; id: number; familyId?: string; userAgent?: string; ip?: string },
  ): Promise<{ token: string; sessionId: string; expiresAt: Date }>;
  /** Verifies the signature and expiry, then that the session is still live. Null when not. */
  verify(db: Db, token: string): Promise<TokenClaims | null>;
  /**
   * Like `verify`, but a session that has already been revoked still answers its claims (a logout
   * with it ends nothing more and is no mistake). Never believed from memory.
   */
  verifyEnded(db: Db, token: string): Promise<TokenClaims | null>;
  revoke(db: Db, sessionId: string): Promise<void>;
  /**
   * Revokes every live session of the family this session belongs to, including one a connect-code
   * exchange of the family is opening at the same moment (see `exchangeConnectCode`).
   */
  revokeFamily(db: Db, sessionId: string): Promise<void>;
  /** Revokes every live session of a subject, except one when given. */
  revokeAll(db: Db, subject: { kind: SubjectKind; id: number }, exceptSessionId?: string): Promise<void>;
}

/**
 * How long a verified token is believed without asking the database again. Revocations through
 * this service forget every belief at once; one made by another API process counts within this time.
 */
const VERIFIED_MS = 1000;
const VERIFIED_MAX = 10_000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  /** Verifications in flight or believed, shared by concurrent requests carrying the same token. */
  const verified = new Map<string, { claims: Promise<TokenClaims | null>; until: number }>();
  const check = async (db: Db, token: string, live = true): Promise<TokenClaims | null> => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
    const role = payload.role;
    const sid = payload.sid;
    const subjectId = Number(payload.sub);
    if ((role !== 'admin' && role !== 'member') || typeof sid !== 'string' || !Number.isInteger(subjectId)) {
      return null;
    }
    const [row] = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.id, sid),
          eq(authSessions.subjectKind, role),
          eq(authSessions.subjectId, subjectId),
          live ? isNull(authSessions.revokedAt) : undefined,
          gt(authSessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!row) return null;
    const believed = verified.get(token);
    if (believed && typeof payload.exp === 'number') believed.until = Math.min(believed.until, payload.exp * 1000);
    return { subjectKind: role, subjectId, sessionId: sid };
  };
  return {
    async issue(db, subject) {
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + SESSION_SECONDS * 1000);
      await db.insert(authSessions).values({
        id: sessionId,
        familyId: subject.familyId ?? sessionId,
        subjectKind: subject.kind,
        subjectId: subject.id,
        expiresAt,
        userAgent: subject.userAgent?.slice(0, 300),
        ip: subject.ip,
      });
      const token = await new SignJWT({ role: subject.kind, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(subject.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, sessionId, expiresAt };
    },
    async verify(db, token) {
      const known = verified.get(token);
      if (known && known.until > Date.now()) return known.claims;
      if (verified.size >= VERIFIED_MAX) verified.clear();
      const entry = { claims: check(db, token), until: Date.now() + VERIFIED_MS };
      verified.set(token, entry);
      const claims = await entry.claims.catch((error: unknown) => {
        if (verified.get(token) === entry) verified.delete(token);
        throw error;
      });
      if (!claims && verified.get(token) === entry) verified.delete(token);
      return claims;
    },
    verifyEnded: (db, token) => check(db, token, false),
    async revoke(db, sessionId) {
      await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId));
      verified.clear();
    },
    async revokeFamily(db, sessionId) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [origin] = await tx.select({ familyId: authSessions.familyId }).from(authSessions).where(eq(authSessions.id, sessionId));
        if (!origin) return;
        const live = and(eq(authSessions.familyId, origin.familyId), isNull(authSessions.revokedAt));
        // Waits for a connect-code exchange of this family under way (it holds these rows), so that the
        // update below, a statement of its own, sees the session that exchange opened.
        await tx.select({ id: authSessions.id }).from(authSessions).where(live).orderBy(authSessions.id).for('update');
        await tx.update(authSessions).set({ revokedAt: new Date() }).where(live);
      });
      verified.clear();
    },
    async revokeAll(db, subject, exceptSessionId) {
      const rows = await db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(
          and(
            eq(authSessions.subjectKind, subject.kind),
            eq(authSessions.subjectId, subject.id),
            isNull(authSessions.revokedAt),
          ),
        );
      for (const row of rows) {
        if (row.id !== exceptSessionId) await this.revoke(db, row.id);
      }
    },
  };
}
