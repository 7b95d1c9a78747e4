import { type Db } from '../client';
import { admins, members } from '../schema';
import { hashPassword } from '../../services/passwords';

/** Demo accounts of ARCHITECTURE section 9, seeded in embedded mode only. */
export const DEMO_ACCOUNTS = {
  admins: [
    { email: 'admin@sbc.test', password: 'AdminDemo#2026', name: 'Admin Pusat SBC', role: 'super' },
    { email: 'admin.chapter@sbc.test', password: 'ChapterDemo#2026', name: 'Admin Chapter Bandung', role: 'chapter' },
    { email: 'presensi@sbc.test', password: 'PresensiDemo#2026', name: 'Petugas Presensi', role: 'presence' },
  ],
  members: [
    { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026', firstName: 'Siti', lastName: 'Rahmawati', mobilephone: '081234567801' },
    { email: 'anggota2@sbc.test', password: 'AnggotaDemo#2026', firstName: 'Budi', lastName: 'Santoso', mobilephone: '081234567802' },
  ],
} as const;

export async function seedAccounts(db: Db, options: { chapterId?: number } = {}): Promise<void> {
  for (const a of DEMO_ACCOUNTS.admins) {
    await db.insert(admins).values({
      email: a.email,
      name: a.name,
      role: a.role,
      passwordHash: await hashPassword(a.password),
      chapterId: a.role === 'chapter' ? (options.chapterId ?? null) : null,
    });
  }
  for (const m of DEMO_ACCOUNTS.members) {
    await db.insert(members).values({
      email: m.email,
      firstName: m.firstName,
      lastName: m.lastName,
      mobilephone: m.mobilephone,
      passwordHash: await hashPassword(m.password),
    });
  }
}
