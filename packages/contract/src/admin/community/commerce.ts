import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { paged } from '../../envelope';
import { formBool, formInt, pageFields, requiredText } from '../../fields';
import { BillingPeriodSchema } from '../../order/schemas';
import { id, optionalText, content } from './shared';

// ---------------------------------------------------------------- membership packages, orders

export const AdminProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  billing_period: BillingPeriodSchema,
  activation_days: z.number().int(),
  price_gross: z.number().int(),
  discount_rupiah: z.number().int(),
  price_nett: z.number().int(),
  active: z.boolean(),
  order_count: z.number().int(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const listAdminProducts = endpoint({
  ...content,
  id: 'listAdminProducts',
  method: 'GET',
  path: 'community/product/list',
  summary: 'Membership packages, active or not, with their order counts.',
  response: z.array(AdminProductSchema),
});

export const saveAdminProduct = endpoint({
  ...content,
  id: 'saveAdminProduct',
  method: 'POST',
  path: 'community/product/save',
  summary: 'Creates (without id) or edits a membership package; the code is unique.',
  body: z.object({
    id: id().optional(),
    code: z
      .string()
      .trim()
      .min(2, 'Minimal 2 karakter')
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'Hanya huruf, angka, garis bawah, dan tanda hubung'),
    name: requiredText(120),
    description: optionalText(2000),
    billing_period: BillingPeriodSchema,
    activation_days: formInt().pipe(z.number().int().min(1, 'Minimal 1 hari').max(3650)),
    price_gross: formInt().pipe(z.number().int().min(0, 'Tidak boleh negatif').max(100_000_000)),
    discount_rupiah: formInt().pipe(
      z.number().int().min(0, 'Tidak boleh negatif').max(100_000_000),
    ),
    active: formBool().default(true),
  }),
  response: AdminProductSchema,
  errors: [404, 409],
});

export const AdminOrderSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  kind: z.enum(['membership', 'event']),
  item: z.string().meta({ description: 'The package or event bought.' }),
  name: z.string(),
  email: z.string(),
  created_at: z.number().int(),
  invoice_id: z.number().int().nullable(),
  invoice_code: z.string().nullable(),
  status: z.enum(['unpaid', 'paid', 'expired', 'failed', 'cancelled']).nullable(),
  payment_type: z.enum(['bank_transfer', 'card', 'ewallet']).nullable(),
  total: z
    .number()
    .int()
    .meta({ description: 'Total to pay in rupiah, with the unique code of a bank transfer.' }),
  paid_at: z.number().int().nullable(),
  marked_paid_by: z
    .string()
    .nullable()
    .meta({ description: 'The admin who marked it paid by hand.' }),
  paid_after_closing: z.boolean().meta({
    description:
      'The provider reported a settled payment (signed notification) after the invoice had closed as expired, failed or cancelled: nothing was granted for it, and the payer is owed a refund.',
  }),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const listAdminOrders = endpoint({
  ...content,
  id: 'listAdminOrders',
  method: 'POST',
  path: 'community/order/list',
  summary:
    'Orders with their invoice and payment status, newest first; search by order or invoice code, name or email.',
  body: z.object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(['all', 'unpaid', 'paid', 'expired', 'failed', 'cancelled']).optional(),
    ...pageFields,
  }),
  response: paged(AdminOrderSchema),
});

export const markInvoicePaid = endpoint({
  ...content,
  id: 'markInvoicePaid',
  method: 'POST',
  path: 'community/order/mark_paid',
  summary:
    'Marks an unpaid bank-transfer invoice paid by hand (who and when recorded), through the same settlement as a payment notification: the membership is activated once.',
  body: z.object({ invoice_id: id() }),
  response: AdminOrderSchema,
  errors: [404, 409],
});

// ---------------------------------------------------------------- certificates

export const AdminCertificateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  number: z.string(),
  holder_name: z.string(),
  email: z.string(),
  event_id: z.number().int(),
  event_title: z.string(),
  issued_at: z.number().int(),
  status: z.enum(['valid', 'revoked']),
  revoked_at: z.number().int().nullable(),
  revoke_reason: z.string().nullable(),
  verify_url: z.string(),
});
export type AdminCertificate = z.infer<typeof AdminCertificateSchema>;

export const listAdminCertificates = endpoint({
  ...content,
  id: 'listAdminCertificates',
  method: 'POST',
  path: 'community/certificate/list',
  summary:
    'Certificates with their holders, of one event or all; search by holder, email or number.',
  body: z.object({
    event_id: id().optional(),
    q: z.string().trim().max(100).optional(),
    ...pageFields,
  }),
  response: paged(AdminCertificateSchema),
});

export const revokeCertificate = endpoint({
  ...content,
  id: 'revokeCertificate',
  method: 'POST',
  path: 'community/certificate/revoke',
  summary: 'Revokes a certificate with a reason; its public verify page then says it is revoked.',
  body: z.object({ id: id(), reason: requiredText(500) }),
  response: AdminCertificateSchema,
  errors: [404, 409],
});

export const reissueCertificate = endpoint({
  ...content,
  id: 'reissueCertificate',
  method: 'POST',
  path: 'community/certificate/reissue',
  summary: 'Re-issues a revoked certificate (same code and number, new issue date): valid again.',
  body: z.object({ id: id() }),
  response: AdminCertificateSchema,
  errors: [404, 409],
});
