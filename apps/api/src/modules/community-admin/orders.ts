import { type AdminOrder, type AdminProduct, type Paged } from '@sbc/contract';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { admins, invoices, orders, paymentNotifications, products } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { recordAudit } from '../../services/audit';
import { toUnix } from '../news/mapping';
import { settleInvoice } from '../orders/settle';
import { likePattern } from '../presence/participants';
import { badField, countAll, notFound, toUnixOrNull } from './common';
import { saveWithAudit } from './save-with-audit';

// ---------------------------------------------------------------- membership packages

const productColumns = {
  p: products,
  orderCount: sql<number>`(select count(*)::int from orders o where o.product_id = "products"."id")`,
};

function toProduct(r: { p: typeof products.$inferSelect; orderCount: number }): AdminProduct {
  return {
    id: r.p.id,
    code: r.p.code,
    name: r.p.name,
    description: r.p.description,
    billing_period: r.p.billingPeriod,
    activation_days: r.p.activationDays,
    price_gross: r.p.priceGross,
    discount_rupiah: r.p.discountRupiah,
    price_nett: r.p.priceGross - r.p.discountRupiah,
    active: r.p.active,
    order_count: Number(r.orderCount),
  };
}

export async function listProducts(db: Db): Promise<AdminProduct[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .orderBy(asc(products.sortOrder), asc(products.id));
  return rows.map(toProduct);
}

export interface ProductInput {
  id?: number;
  code: string;
  name: string;
  description: string;
  billing_period: 'monthly' | '3months' | 'annually';
  activation_days: number;
  price_gross: number;
  discount_rupiah: number;
  active: boolean;
}

export async function saveProduct(
  ctx: AppContext,
  principal: Principal,
  input: ProductInput,
): Promise<AdminProduct> {
  const { db } = ctx.database;
  if (input.discount_rupiah > input.price_gross)
    throw badField('discount_rupiah', 'Potongan tidak boleh melebihi harga');
  const [before] = input.id
    ? await db.select().from(products).where(eq(products.id, input.id))
    : [];
  if (input.id && !before) throw notFound('Paket');
  const values = {
    code: input.code.toUpperCase(),
    name: input.name,
    description: input.description,
    billingPeriod: input.billing_period,
    activationDays: input.activation_days,
    priceGross: input.price_gross,
    discountRupiah: input.discount_rupiah,
    active: input.active,
  };
  return saveWithAudit(ctx, principal, {
    table: products,
    id: before?.id,
    values,
    insertOnly: { sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from products)` },
    audit: {
      entity: 'product',
      subject: `paket keanggotaan “${input.name}”`,
    },
    scope: 'products',
    conflict: { field: 'code', message: 'Kode paket sudah dipakai' },
    read: async (id) => {
      const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
      if (!row) throw notFound('Paket');
      return toProduct(row);
    },
  });
}

// ---------------------------------------------------------------- orders and invoices

const orderColumns = {
  o: orders,
  i: invoices,
  item: sql<string>`coalesce((select l.name from order_lines l where l.order_id = "orders"."id" order by l.id limit 1), '')`,
  markedBy: admins.email,
  // Money the provider took for an invoice already closed (notification.ts logs it too): to refund.
  paidAfterClosing: sql<boolean>`case when ${invoices.status} in ('expired', 'failed', 'cancelled') then exists (
    select 1 from ${paymentNotifications} n
    where n.order_code = ${orders.code} and n.signature_valid and n.transaction_status in ('settlement', 'capture')
  ) else false end`,
};
type OrderRow = {
  o: typeof orders.$inferSelect;
  i: typeof invoices.$inferSelect | null;
  item: string;
  markedBy: string | null;
  paidAfterClosing: boolean;
};

function toOrder(r: OrderRow): AdminOrder {
  return {
    order_id: r.o.id,
    order_code: r.o.code,
    kind: r.o.kind,
    item: r.item,
    name: r.o.name,
    email: r.o.email,
    created_at: toUnix(r.o.createdAt),
    invoice_id: r.i?.id ?? null,
    invoice_code: r.i?.code ?? null,
    status: r.i?.status ?? null,
    payment_type: r.i?.paymentType ?? null,
    total: r.i ? r.i.totalNett + r.i.kodeUnik : 0,
    paid_at: toUnixOrNull(r.i?.paidAt ?? null),
    marked_paid_by: r.markedBy,
    paid_after_closing: Boolean(r.paidAfterClosing),
  };
}

const selectOrders = (db: Db, where: SQL | undefined) =>
  db
    .select(orderColumns)
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(admins, eq(admins.id, invoices.markedPaidBy))
    .where(where);

export async function listOrders(
  db: Db,
  o: {
    q?: string;
    status?: 'all' | 'unpaid' | 'paid' | 'expired' | 'failed' | 'cancelled';
    page?: number;
    perPage?: number;
  },
): Promise<Paged<AdminOrder>> {
  const where: (SQL | undefined)[] = [];
  if (o.status && o.status !== 'all') where.push(eq(invoices.status, o.status));
  if (o.q) {
    const like = likePattern(o.q);
    where.push(
      or(
        ilike(orders.code, like),
        ilike(invoices.code, like),
        ilike(orders.name, like),
        ilike(orders.email, like),
      ),
    );
  }
  const condition = and(...where);
  return pageOf(
    o,
    20,
    (limit, offset) =>
      selectOrders(db, condition)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: countAll })
        .from(orders)
        .leftJoin(invoices, eq(invoices.orderId, orders.id))
        .where(condition),
    toOrder,
  );
}

/**
 * Marks a bank-transfer invoice paid by hand through the settlement the payment notification
 * uses: only an unpaid invoice changes, so the membership is activated exactly once.
 */
export async function markInvoicePaid(
  ctx: AppContext,
  principal: Principal,
  invoiceId: number,
): Promise<AdminOrder> {
  const { db } = ctx.database;
  const [row] = await db
    .select({ i: invoices, o: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw notFound('Tagihan');
  if (row.i.status === 'paid') throw new AppError('CONFLICT', 'Tagihan ini sudah lunas');
  if (row.i.status !== 'unpaid')
    throw new AppError(
      'CONFLICT',
      'Tagihan yang kedaluwarsa, gagal atau dibatalkan tidak dapat ditandai lunas',
    );
  if (row.i.paymentType && row.i.paymentType !== 'bank_transfer') {
    throw new AppError(
      'CONFLICT',
      'Hanya tagihan transfer bank yang dapat ditandai lunas secara manual',
    );
  }
  const admin = principal.kind === 'admin' ? principal.id : 0;
  let settled = false;
  await settleInvoice(ctx, row.o.id, {
    adminId: admin,
    record: async (tx) => {
      settled = true;
      await recordAudit(tx, principal, {
        action: 'mark-paid',
        entity: 'invoice',
        entityId: invoiceId,
        summary: `Menandai lunas tagihan ${row.i.code} (${row.o.name}) secara manual`,
        detail: { order: row.o.code, total: row.i.totalNett + row.i.kodeUnik },
      });
    },
  });
  if (!settled) throw new AppError('CONFLICT', 'Tagihan ini sudah lunas');
  const [after] = await selectOrders(db, eq(invoices.id, invoiceId));
  if (!after) throw notFound('Tagihan');
  return toOrder(after);
}
