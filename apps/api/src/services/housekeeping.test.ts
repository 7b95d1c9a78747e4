import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCodes, mailOutbox, members, passwordResets, rateLimits } from '../db/schema';
import { createTestApp, databases, type TestApp } from '../test/harness';
import { removeStaleRows } from './housekeeping';

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

describe.each(databases)('housekeeping on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('removes old mails, spent counters, codes and links, and keeps everything still of use', async () => {
    const { db } = t.ctx.database;
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'anggota@sbc.test'));
    if (!member) throw new Error('demo member missing');
    const mail = (subject: string, createdAt: Date) => ({
      to: 'uji@contoh.id',
      subject,
      text: 'Isi',
      status: 'stored' as const,
      createdAt,
    });
    await db.insert(mailOutbox).values([mail('Surat lama', ago(91)), mail('Surat baru', ago(89))]);
    await db.insert(rateLimits).values([
      { key: 'uji:lama', windowStart: ago(2), hits: 3 },
      { key: 'uji:baru', windowStart: new Date(), hits: 1 },
    ]);
    const soon = new Date(Date.now() + 600_000);
    await db.insert(connectCodes).values([
      { codeHash: 'uji-kode-kedaluwarsa', memberId: member.id, expiresAt: ago(8) },
      { codeHash: 'uji-kode-terpakai', memberId: member.id, expiresAt: soon, usedAt: ago(8) },
      { codeHash: 'uji-kode-berlaku', memberId: member.id, expiresAt: soon },
      { codeHash: 'uji-kode-baru-kedaluwarsa', memberId: member.id, expiresAt: ago(1) },
    ]);
    await db.insert(passwordResets).values([
      { tokenHash: 'uji-tautan-kedaluwarsa', memberId: member.id, expiresAt: ago(8) },
      { tokenHash: 'uji-tautan-berlaku', memberId: member.id, expiresAt: soon },
    ]);

    const removed = await removeStaleRows(db, { outboxKeepDays: 90 });
    expect(removed).toEqual({ outbox: 1, rateLimits: 1, connectCodes: 2, passwordResets: 1 });
    const subjects = (
      await db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'uji@contoh.id'))
    ).map((m) => m.subject);
    expect(subjects).toEqual(['Surat baru']);
    expect(
      (
        await db
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(sql`${rateLimits.key} like 'uji:%'`)
      ).map((r) => r.key),
    ).toEqual(['uji:baru']);
    const codes = await db
      .select({ hash: connectCodes.codeHash })
      .from(connectCodes)
      .where(inArray(connectCodes.memberId, [member.id]));
    expect(codes.map((c) => c.hash).sort()).toEqual([
      'uji-kode-baru-kedaluwarsa',
      'uji-kode-berlaku',
    ]);
    const links = await db
      .select({ hash: passwordResets.tokenHash })
      .from(passwordResets)
      .where(eq(passwordResets.memberId, member.id));
    expect(links.map((l) => l.hash)).toEqual(['uji-tautan-berlaku']);

    // Run again: nothing more to remove; with 0 days the outbox keeps every mail, however old.
    expect(await removeStaleRows(db, { outboxKeepDays: 0 })).toEqual({
      outbox: 0,
      rateLimits: 0,
      connectCodes: 0,
      passwordResets: 0,
    });
    await db.insert(mailOutbox).values(mail('Surat sangat lama', ago(4000)));
    expect((await removeStaleRows(db, { outboxKeepDays: 0 })).outbox).toBe(0);
  });
});
