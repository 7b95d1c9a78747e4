import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, members } from './accounts';
import { chapters } from './community';
import { eventRegistrations } from './presence';

/** Products on sale: membership packages and others. Money in integer rupiah. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  categoryId: integer('category_id').notNull().default(1),
  billingPeriod: text('billing_period', { enum: ['monthly', '3months', 'annually'] }).notNull(),
  activationDays: integer('activation_days').notNull(),
  priceGross: integer('price_gross').notNull(),
  discountRupiah: integer('discount_rupiah').notNull().default(0),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['membership', 'event'] }).notNull(),
    memberId: integer('member_id').references(() => members.id),
    registrationId: integer('registration_id').references(() => eventRegistrations.id),
    productId: integer('product_id').references(() => products.id),
    networkId: integer('network_id').references(() => chapters.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_member_idx').on(t.memberId, t.createdAt)],
);

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  quantity: integer('quantity').notNull().default(1),
  priceGross: integer('price_gross').notNull(),
  discountRupiah: integer('discount_rupiah').notNull().default(0),
  priceNett: integer('price_nett').notNull(),
  activationDays: integer('activation_days').notNull().default(0),
});

/**
 * One invoice per order. An open bank-transfer invoice holds a kode_unik no other open invoice
 * holds (partial unique index), so a transfer of exactly total_bill can be matched.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    status: text('status', { enum: ['unpaid', 'paid', 'expired', 'failed', 'cancelled'] }).notNull().default('unpaid'),
    totalGross: integer('total_gross').notNull(),
    totalDiscount: integer('total_discount').notNull(),
    totalNett: integer('total_nett').notNull(),
    kodeUnik: integer('kode_unik').notNull().default(0),
    paymentType: text('payment_type', { enum: ['bank_transfer', 'card', 'ewallet'] }),
    paymentSelectedAt: timestamp('payment_selected_at', { withTimezone: true }),
    invoiceFetchedAt: timestamp('invoice_fetched_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    markedPaidBy: integer('marked_paid_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_open_kode_unik_idx')
      .on(t.kodeUnik)
      .where(sql`${t.status} = 'unpaid' and ${t.kodeUnik} > 0`),
  ],
);

/** Status: 0 pending, 1 paid, 2 failed, 3 expired. One payment per invoice. */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .unique()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  paymentType: text('payment_type', { enum: ['bank_transfer', 'card', 'ewallet'] }).notNull(),
  totalBill: integer('total_bill').notNull(),
  token: text('token'),
  redirectUrl: text('redirect_url'),
  status: integer('status').notNull().default(0),
  providerTransactionId: text('provider_transaction_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every notification received, valid or not (forged ones are kept as evidence). */
export const paymentNotifications = pgTable('payment_notifications', {
  id: serial('id').primaryKey(),
  orderCode: text('order_code').notNull(),
  transactionStatus: text('transaction_status').notNull(),
  signatureValid: boolean('signature_valid').notNull(),
  body: jsonb('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Membership granted by a paid invoice: the primary key makes the activation happen once. */
export const membershipActivations = pgTable('membership_activations', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  days: integer('days').notNull(),
  until: text('until').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Snap transactions of the embedded payment simulator (it plays the provider's part). */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  token: text('token').primaryKey(),
  orderCode: text('order_code').notNull(),
  grossAmount: text('gross_amount').notNull(),
  finishUrl: text('finish_url'),
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
