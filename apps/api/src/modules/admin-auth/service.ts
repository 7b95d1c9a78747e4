import { eq, sql } from 'drizzle-orm';
import { type AdminLogin, type AdminProfile } from '@sbc/contract';
import { type Db } from '../../db/client';
import { admins } from '../../db/schema';
import { AppError } from '../../http/errors';
import { assertLoginNotLocked, clearLoginFailures, recordLoginFailure } from '../../services/login-failures';
import { timingDummyHash, verifyPassword } from '../../services/passwords';
import { type TokenService } from '../../services/tokens';

type AdminRow = typeof admins.$inferSelect;

function toProfile(row: AdminRow): AdminProfile {
  return { id: row.id, name: row.name, email: row.email, role: row.role, chapter_id: row.chapterId };
}

/** The role list shown to clients: the role itself, and what it implies. */
function rolesOf(row: AdminRow): string[] {
  return row.role === 'super' ? ['super', 'content', 'chapter', 'presence'] : [row.role];
}

export async function findAdminProfile(db: Db, id: number): Promise<Omit<AdminLogin, 'token'>> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Akun tidak ditemukan');
  return { profile: toProfile(row), roles: rolesOf(row) };
}

/** Checks email and password and opens a session; the same message for unknown email and wrong password. */
export async function loginAdmin(
  db: Db,
  tokens: TokenService,
  credentials: { email: string; password: string },
  client: { userAgent?: string; ip?: string },
): Promise<AdminLogin> {
  await assertLoginNotLocked(db, 'admin', credentials.email, 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.');
  const [row] = await db
    .select()
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, credentials.email.toLowerCase()))
    .limit(1);
  const valid = await verifyPassword(row?.passwordHash ?? (await timingDummyHash()), credentials.password);
  if (!row || !valid) {
    await recordLoginFailure(db, 'admin', credentials.email);
    throw new AppError('UNAUTHORIZED', 'Email atau kata sandi salah');
  }
  await clearLoginFailures(db, 'admin', credentials.email);
  const { token } = await tokens.issue(db, { kind: 'admin', id: row.id, ...client });
  return { token, profile: toProfile(row), roles: rolesOf(row) };
}
