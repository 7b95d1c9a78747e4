import * as c from '@sbc/contract';
import { desc, eq } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { invoices, orders } from '../../db/schema';
import { route } from '../../http/route';
import { handleNotification } from './notification';
import { createPayment } from './payment';
import { cancelOrder, createMembershipOrder, getInvoice, listProducts, selectPaymentMethod } from './service';
import { viewOrder } from './view';

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  route(app, ctx, c.listProducts, async () => listProducts(db));
  route(app, ctx, c.createOrder, async ({ body }, { principal, setMessage }) => {
    const order = await createMembershipOrder(ctx, principal.id, body.product_code);
    setMessage('Pesanan dibuat; pilih metode pembayaran');
    return order;
  });
  route(app, ctx, c.selectPaymentMethod, async ({ body }, { principal }) => selectPaymentMethod(ctx, principal, body.order_code, body.payment_type));
  route(app, ctx, c.getInvoice, async ({ body }, { principal }) => getInvoice(ctx, principal, body.order_code));
  route(app, ctx, c.cancelOrder, async ({ body }, { principal, setMessage }) => {
    const order = await cancelOrder(ctx, principal, body.order_code);
    setMessage('Pesanan dibatalkan');
    return order;
  });
  route(app, ctx, c.createPayment, async ({ body }, { principal }) => createPayment(ctx, principal, body.order_code));
  route(app, ctx, c.paymentNotification, async ({ body }, { request }) => handleNotification(ctx, body, (msg) => request.log.warn(msg)));
  route(app, ctx, c.listMyOrders, async (_input, { principal }) => {
    const rows = await db
      .select({ order: orders, invoice: invoices })
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.memberId, principal.id))
      .orderBy(desc(orders.id))
      .limit(50);
    return Promise.all(rows.map((r) => viewOrder(ctx, r.order, r.invoice)));
  });
}
