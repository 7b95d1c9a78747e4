import { and, eq, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { members, subscribers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { hashSecret, newSecret } from '../../services/secrets';

type Status = 'pending' | 'active' | 'unsubscribed';
type Row = typeof subscribers.$inferSelect;

async function findByEmail(db: Db, email: string): Promise<Row | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(sql`lower(${subscribers.email})`, email.toLowerCase())).limit(1);
  return row;
}

/** The double opt-in mail: the confirmation link, and the way out that every later issue also carries. */
async function sendConfirmation(ctx: AppContext, email: string, firstName: string, token: string, unsubscribeToken: string): Promise<void> {
  const confirm = `${ctx.env.WEB_URL}/newsletter/konfirmasi?token=${encodeURIComponent(token)}`;
  const leave = `${ctx.env.WEB_URL}/newsletter/berhenti?token=${encodeURIComponent(unsubscribeToken)}`;
  await ctx.mailer.send(ctx.database.db, {
    to: email,
    subject: 'Konfirmasi langganan newsletter SBC',
    text: [
      `Halo${firstName ? ` ${firstName}` : ''},`,
      '',
      'Terima kasih telah mendaftar newsletter Komunitas SBC.',
      'Klik tautan berikut untuk mengonfirmasi langganan Anda:',
      confirm,
      '',
      'Jika Anda tidak mendaftar, abaikan email ini; alamat Anda tidak akan kami kirimi newsletter.',
      '',
      'Simpan email ini: kapan pun Anda ingin berhenti berlangganan, buka tautan berikut:',
      leave,
      '',
      'Salam,',
      'Sekretariat SBC',
    ].join('\n'),
  });
}

/**
 * Subscribes an email with double opt-in. A pending address gets a fresh confirmation link (the
 * details given replace the saved ones, blanks keep them); an active one is told so (409) and
 * nothing changes; an unsubscribed one starts again.
 */
export async function subscribe(
  ctx: AppContext,
  input: { email: string; phone_number: string | null; first_name: string; last_name: string; client_id?: string },
): Promise<{ email: string; status: Status }> {
  const { db } = ctx.database;
  const clientId = ctx.visitorIds.signedOrNull(input.client_id);
  const existing = await findByEmail(db, input.email);
  if (existing?.status === 'active') {
    throw new AppError('CONFLICT', 'Email ini sudah berlangganan newsletter SBC');
  }
  const token = newSecret();
  // Signing up again without a name or phone keeps what the address gave before.
  const values = {
    phoneNumber: input.phone_number || (existing?.phoneNumber ?? ''),
    firstName: input.first_name || (existing?.firstName ?? ''),
    lastName: input.last_name || (existing?.lastName ?? ''),
    clientId: clientId ?? existing?.clientId ?? null,
    status: 'pending' as const,
    confirmTokenHash: hashSecret(token),
  };
  const unsubscribeToken = existing?.unsubscribeToken ?? newSecret();
  if (existing) {
    await db.update(subscribers).set(values).where(eq(subscribers.id, existing.id));
  } else {
    try {
      await db.insert(subscribers).values({ ...values, email: input.email, unsubscribeToken });
    } catch (error) {
      // A simultaneous request for the same address won: its confirmation email is on its way.
      if (isUniqueViolation(error)) return { email: input.email, status: 'pending' };
      throw error;
    }
  }
  await sendConfirmation(ctx, input.email, values.firstName, token, unsubscribeToken);
  return { email: input.email, status: 'pending' };
}

/**
 * Activates the subscription of a confirmation link. The link keeps working while the
 * subscription is active (a reload, a second click or a mail scanner's visit shows the same
 * answer); after unsubscribing, or once a newer link was sent, it is gone.
 */
export async function confirm(db: Db, token: string): Promise<{ email: string; status: Status }> {
  const [row] = await db
    .update(subscribers)
    .set({ status: 'active', confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())` })
    .where(and(eq(subscribers.confirmTokenHash, hashSecret(token)), sql`${subscribers.status} in ('pending', 'active')`))
    .returning({ email: subscribers.email, status: subscribers.status });
  if (!row) throw new AppError('GONE', 'Tautan konfirmasi tidak berlaku atau sudah dipakai');
  return row;
}

export async function unsubscribeByToken(db: Db, token: string): Promise<{ email: string; status: Status }> {
  const [row] = await db
    .update(subscribers)
    .set({ status: 'unsubscribed' })
    .where(eq(subscribers.unsubscribeToken, token))
    .returning({ email: subscribers.email, status: subscribers.status });
  if (!row) throw new AppError('GONE', 'Tautan berhenti berlangganan tidak dikenal');
  return row;
}

/** The subscription state of this visitor, or of the logged-in member's email. */
export async function trackSubscriber(
  db: Db,
  who: { clientId?: string; memberId?: number },
): Promise<{ subscribed: boolean; status: Status | 'none' }> {
  let row: Row | undefined;
  if (who.memberId !== undefined) {
    const [member] = await db.select({ email: members.email }).from(members).where(eq(members.id, who.memberId)).limit(1);
    row = member ? await findByEmail(db, member.email) : undefined;
  }
  if (!row && who.clientId) {
    [row] = await db.select().from(subscribers).where(eq(subscribers.clientId, who.clientId)).limit(1);
  }
  const status = row?.status ?? 'none';
  return { subscribed: status === 'active', status };
}
