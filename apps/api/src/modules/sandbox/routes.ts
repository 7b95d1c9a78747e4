import { and, eq } from 'drizzle-orm';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { sandboxTransactions } from '../../db/schema';
import { notificationSignature } from '../../services/payment-provider';
import { newSecret } from '../../services/secrets';

const TransactionSchema = z.object({
  transaction_details: z.object({ order_id: z.string().min(1).max(64), gross_amount: z.number().int().positive() }),
  callbacks: z.object({ finish: z.url() }).optional(),
});

function page(title: string, body: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>*,*::before,*::after{box-sizing:border-box}
body{font-family:system-ui,sans-serif;background:#eef1fb;margin:0;padding:16px;display:grid;place-items:center;min-height:100vh;min-height:100dvh;color:#111827}
main{background:#fff;border-radius:16px;padding:clamp(18px,6vw,28px);width:100%;max-width:360px;min-width:0;overflow-wrap:anywhere;box-shadow:0 10px 30px rgba(8,30,148,.12)}
h1{font-size:1.15rem;margin:0 0 4px;color:#081e94}p{margin:.4rem 0;color:#4b5563}strong{color:#111827}.amount{font-size:1.6rem;font-weight:700;color:#111827;margin:16px 0}
button{width:100%;min-height:48px;border:0;border-radius:10px;font-size:1rem;font-weight:600;margin-top:10px;cursor:pointer}
.pay{background:#081e94;color:#fff}.cancel{background:#f3f4f6;color:#b91c1c}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The payment-provider simulator of embedded mode: it speaks Snap's create-transaction protocol,
 * shows a page where the payer pays or cancels, then sends the signed notification Snap would send
 * and returns the browser to the finish URL. Only mounted when no real provider is configured.
 */
export function registerSandboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const expectedAuth = `Basic ${Buffer.from(`${ctx.env.MIDTRANS_SERVER_KEY}:`).toString('base64')}`;
  const notifyUrl = ctx.env.PAYMENT_NOTIFICATION_URL ?? `${ctx.env.API_URL}/sbc-member-core/v1/pay/notification`;

  app.post('/sandbox/snap/v1/transactions', async (request, reply) => {
    if (request.headers.authorization !== expectedAuth) {
      return reply.status(401).send({ status_code: '401', error_messages: ['Access denied: wrong server key'] });
    }
    const parsed = TransactionSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ status_code: '400', error_messages: parsed.error.issues.map((i) => i.message) });
    const token = newSecret();
    await db.insert(sandboxTransactions).values({
      token,
      orderCode: parsed.data.transaction_details.order_id,
      grossAmount: `${parsed.data.transaction_details.gross_amount}.00`,
      finishUrl: parsed.data.callbacks?.finish ?? null,
    });
    return reply.status(201).send({ token, redirect_url: `${ctx.env.API_URL}/sandbox/snap/v2/vtweb/${token}` });
  });

  const findTx = async (token: string) => (await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.token, token)).limit(1))[0];

  app.get('/sandbox/snap/v2/vtweb/:token', async (request, reply) => {
    const tx = await findTx((request.params as { token: string }).token);
    reply.type('text/html; charset=utf-8');
    if (!tx) return reply.status(404).send(page('Transaksi tidak ditemukan', '<h1>Transaksi tidak ditemukan</h1>'));
    const amount = Number.parseInt(tx.grossAmount, 10).toLocaleString('id-ID');
    const done = tx.status !== 'pending';
    const ended = { settlement: 'dibayar', cancel: 'dibatalkan', expire: 'kedaluwarsa' }[tx.status] ?? 'selesai';
    return reply.send(
      page(
        'Simulator Pembayaran',
        `<h1>Simulator Pembayaran</h1><p>Mode demo: tidak ada uang yang berpindah.</p><p>Pesanan <strong>${tx.orderCode.slice(0, 8)}…</strong></p><div class="amount">Rp${amount}</div>` +
          (done
            ? `<p>Transaksi sudah ${ended}.</p>`
            : `<form method="post" action="/sandbox/snap/v2/vtweb/${tx.token}/pay"><button class="pay" type="submit">Bayar</button></form>
<form method="post" action="/sandbox/snap/v2/vtweb/${tx.token}/cancel"><button class="cancel" type="submit">Batalkan</button></form>`),
      ),
    );
  });

  const finish = (outcome: 'settlement' | 'cancel') => async (request: FastifyRequest, reply: FastifyReply) => {
    const tx = await findTx((request.params as { token: string }).token);
    if (!tx || tx.status !== 'pending') return reply.status(409).type('text/html; charset=utf-8').send(page('Transaksi selesai', '<h1>Transaksi sudah selesai</h1>'));
    await db.update(sandboxTransactions).set({ status: outcome }).where(eq(sandboxTransactions.token, tx.token));
    const statusCode = outcome === 'settlement' ? '200' : '202';
    const notification = {
      order_id: tx.orderCode,
      status_code: statusCode,
      gross_amount: tx.grossAmount,
      transaction_status: outcome,
      transaction_id: `sandbox-${tx.token.slice(0, 12)}`,
      payment_type: 'credit_card',
      fraud_status: 'accept',
      signature_key: notificationSignature({ order_id: tx.orderCode, status_code: statusCode, gross_amount: tx.grossAmount }, ctx.env.MIDTRANS_SERVER_KEY),
    };
    await fetch(notifyUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notification) }).catch((error: unknown) =>
      request.log.error({ err: error }, 'sandbox notification failed'),
    );
    const target = tx.finishUrl ? `${tx.finishUrl}?order_id=${encodeURIComponent(tx.orderCode)}&status_code=${statusCode}&transaction_status=${outcome}` : '/';
    return reply.redirect(target, 303);
  };
  // Core API: the merchant ends a transaction nobody paid (status_code 407), as Midtrans does.
  app.post('/sandbox/v2/:orderId/expire', async (request, reply) => {
    if (request.headers.authorization !== expectedAuth) {
      return reply.status(401).send({ status_code: '401', status_message: 'Access denied: wrong server key' });
    }
    const { orderId } = request.params as { orderId: string };
    const expired = await db
      .update(sandboxTransactions)
      .set({ status: 'expire' })
      .where(and(eq(sandboxTransactions.orderCode, orderId), eq(sandboxTransactions.status, 'pending')))
      .returning({ token: sandboxTransactions.token });
    if (expired.length === 0) return reply.status(404).send({ status_code: '404', status_message: 'Transaction does not exist or is no longer pending' });
    return reply.send({ status_code: '407', status_message: 'Success, transaction is expired', order_id: orderId, transaction_status: 'expire' });
  });
  app.post('/sandbox/snap/v2/vtweb/:token/pay', finish('settlement'));
  app.post('/sandbox/snap/v2/vtweb/:token/cancel', finish('cancel'));
}
