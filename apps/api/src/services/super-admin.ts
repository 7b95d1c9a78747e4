import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db } from '../db/client';
import { admins } from '../db/schema';
import { hashPassword } from './passwords';

const COMMON = ['password', 'katasandi', 'sandi', 'admin', 'qwerty', '123456', 'sbc', 'indonesia', 'rahasia'];

/**
 * Why a super admin password is too weak, or null: at least 12 characters, three of the four kinds
 * (lower case, upper case, digit, symbol), not built on the email's name or a common word.
 */
export function weakPasswordReason(password: string, email: string): string | null {
  if (password.length < 12) return 'Kata sandi minimal 12 karakter';
  if (password.length > 128) return 'Kata sandi maksimal 128 karakter';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  if (kinds < 3) return 'Kata sandi harus memuat tiga dari empat jenis: huruf kecil, huruf besar, angka, simbol';
  const lower = password.toLowerCase();
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && lower.includes(local)) return 'Kata sandi tidak boleh memuat nama surel';
  if (COMMON.some((w) => lower.replace(/[^a-z]/g, '').startsWith(w))) return 'Kata sandi terlalu mudah ditebak';
  return null;
}

const InputSchema = z.object({
  email: z.email('Alamat surel tidak valid').max(200),
  name: z.string().trim().min(2, 'Nama minimal 2 karakter').max(120),
  password: z.string(),
});

/**
 * Creates the super admin, or promotes the admin with this email to super admin (any chapter tie
 * removed) and sets the given name and password (argon2id). Answers which of the two happened.
 */
export async function createSuperAdmin(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<'created' | 'promoted'> {
  const parsed = InputSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  const { email, name, password } = parsed.data;
  const weak = weakPasswordReason(password, email);
  if (weak) throw new Error(weak);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(eq(sql`lower(${admins.email})`, email.toLowerCase()));
    if (existing) {
      await tx.update(admins).set({ name, passwordHash, role: 'super', chapterId: null }).where(eq(admins.id, existing.id));
      return 'promoted';
    }
    await tx.insert(admins).values({ email, name, passwordHash, role: 'super' });
    return 'created';
  });
}
