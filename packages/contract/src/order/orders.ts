import { z } from 'zod';
import { endpoint } from '../endpoint';
import { CartItemSchema, InvoiceDetailSchema, InvoiceSchema, OrderSchema, PaymentSchema, PaymentTypeSchema } from './schemas';

const order = { service: 'member-core', encoding: 'json' } as const;
const orderCode = z.string().trim().min(10, 'Kode pesanan tidak valid').max(64);

export const listProducts = endpoint({
  ...order,
  id: 'listProducts',
  method: 'GET',
  path: 'order/products',
  auth: 'client',
  summary: 'Membership packages and other products on sale.',
  response: z.array(CartItemSchema),
});

export const createOrder = endpoint({
  ...order,
  id: 'createOrder',
  method: 'POST',
  path: 'order/stored',
  auth: 'member',
  summary: 'Creates an order and its invoice (valid 24 hours) for a product; answers the order.',
  body: z.object({ product_code: z.string().trim().min(1).max(40) }),
  response: OrderSchema,
  errors: [404],
  rateLimit: 'write',
});

export const selectPaymentMethod = endpoint({
  ...order,
  id: 'selectPaymentMethod',
  method: 'POST',
  path: 'order/update-select-payment',
  auth: 'client',
  summary: 'Chooses how to pay an unpaid invoice; bank transfer adds a unique three-digit code to the bill.',
  body: z.object({ order_code: orderCode, payment_type: PaymentTypeSchema }),
  response: OrderSchema,
  errors: [404, 409, 410],
});

export const getInvoice = endpoint({
  ...order,
  id: 'getInvoice',
  method: 'POST',
  path: 'order/get-invoice',
  auth: 'client',
  summary: 'The invoice of an order with its payment and lines (SPEC: invoice, payment, detail), and its stage.',
  body: z.object({ order_code: orderCode }),
  response: OrderSchema.extend({ invoice: InvoiceSchema, payment: PaymentSchema.nullable(), detail: z.array(InvoiceDetailSchema) }),
  errors: [404],
});

export const cancelOrder = endpoint({
  ...order,
  id: 'cancelOrder',
  method: 'POST',
  path: 'order/cancel',
  auth: 'client',
  summary:
    'Cancels an unpaid order (whoever holds its code may, as for paying it): its invoice closes as cancelled, an event order gives its seat back at once, and a payment opened at the provider is expired; answers the order as get-invoice does. A paid or already closed order answers 409.',
  body: z.object({ order_code: orderCode }),
  response: getInvoice.response,
  errors: [404, 409],
  rateLimit: 'write',
});

export const createPayment = endpoint({
  ...order,
  id: 'createPayment',
  method: 'POST',
  path: 'pay/stored',
  auth: 'client',
  summary: 'Creates the payment of an invoice (once; a repeated call answers the same payment): a provider token and redirect_url, or bank-transfer instructions.',
  body: z.object({ order_code: orderCode }),
  response: z.object({ invoice: InvoiceSchema, payment: PaymentSchema }),
  errors: [404, 409, 410, 422],
  rateLimit: 'write',
});

export const paymentNotification = endpoint({
  ...order,
  id: 'paymentNotification',
  method: 'POST',
  path: 'pay/notification',
  auth: 'none',
  summary:
    'The payment provider’s notification (Midtrans format), verified by signature_key = SHA512(order_id + status_code + gross_amount + server key); idempotent.',
  body: z.object({
    order_id: z.string().max(64),
    status_code: z.string().max(8),
    gross_amount: z.string().max(32),
    signature_key: z.string().max(256),
    transaction_status: z.string().max(40),
    transaction_id: z.string().max(100).optional(),
    payment_type: z.string().max(40).optional(),
    fraud_status: z.string().max(40).optional(),
  }),
  response: z.object({ invoice_status: z.string() }),
  errors: [403, 404],
});

export const listMyOrders = endpoint({
  id: 'listMyOrders',
  service: 'member-report',
  method: 'GET',
  path: 'orders',
  auth: 'member',
  summary: "The member's own orders with their invoices, newest first.",
  response: z.array(OrderSchema),
});
