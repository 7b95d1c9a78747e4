import { z } from 'zod';

export const BillingPeriodSchema = z.enum(['monthly', '3months', 'annually']);

/** A shopping cart item of SPEC section 3 (a membership package or another product). Money in integer rupiah. */
export const CartItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  package: BillingPeriodSchema.meta({ description: 'Billing period: 1 Bulan, 3 Bulan or 1 Tahun.' }),
  activation_days: z.number().int(),
  price_gross: z.number().int(),
  discount_rupiah: z.number().int(),
  price_nett: z.number().int(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const PaymentTypeSchema = z.enum(['bank_transfer', 'card', 'ewallet']);
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

/** `cancelled`: closed unpaid by whoever could pay it (`order/cancel`). */
export const InvoiceStatusSchema = z.enum(['unpaid', 'paid', 'expired', 'failed', 'cancelled']);

/** Invoice of SPEC section 3. Times are Unix seconds. */
export const InvoiceSchema = z.object({
  id: z.number().int(),
  network_id: z.number().int().nullable().meta({ description: 'The organising chapter of an event order; null for national products.' }),
  code: z.string(),
  status: InvoiceStatusSchema,
  total_gross: z.number().int(),
  total_discount_rupiah: z.number().int(),
  total_nett: z.number().int(),
  kode_unik: z.number().int().meta({ description: 'Three digits added to a bank-transfer bill so the transfer can be matched; 0 otherwise.' }),
  total_bill: z.number().int(),
  payment_type: PaymentTypeSchema.nullable(),
  expire_datetime: z.number().int(),
  create_datetime: z.number().int(),
  update_datetime: z.number().int(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** Payment of SPEC section 3; status 0 pending, 1 paid, 2 failed, 3 expired. */
export const PaymentSchema = z.object({
  id: z.number().int(),
  network_id: z.number().int().nullable(),
  invoice_header_id: z.number().int(),
  total_bill: z.number().int(),
  payment_type: PaymentTypeSchema,
  token: z.string().nullable(),
  redirect_url: z.string().nullable(),
  status: z.number().int(),
  create_datetime: z.number().int(),
  update_datetime: z.number().int(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const InvoiceDetailSchema = z.object({
  name: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  price_gross: z.number().int(),
  discount_rupiah: z.number().int(),
  price_nett: z.number().int(),
  activation_days: z.number().int(),
});

/** Where an order stands, read from the server (never from a return URL). */
export const OrderStageSchema = z.enum(['order_created', 'payment_selected', 'invoice_fetched', 'payment_created', 'paid', 'pending', 'expired', 'failed', 'cancelled']);

export const OrderSchema = z.object({
  code: z.string().meta({ description: 'Unguessable; whoever holds it may pay the order.' }),
  stage: OrderStageSchema,
  kind: z.enum(['membership', 'event']),
  invoice: InvoiceSchema,
  payment: PaymentSchema.nullable(),
  detail: z.array(InvoiceDetailSchema),
  bank_account: z
    .object({ bank: z.string(), number: z.string(), holder: z.string() })
    .nullable()
    .meta({ description: 'Where to transfer, for bank transfer.' }),
  event_permalink: z.string().nullable().meta({
    description:
      'For an event order, the permalink of its event: the public site shows the event at /event/{event_permalink} (with the registration code and QR code to the browser that registered). Null for membership orders.',
  }),
  membership_until: z.string().nullable().meta({
    description:
      'The membership end date (YYYY-MM-DD) this order’s payment set; stays the same after later orders extend the membership. Null until the order is paid, and for event orders.',
  }),
});
export type Order = z.infer<typeof OrderSchema>;
