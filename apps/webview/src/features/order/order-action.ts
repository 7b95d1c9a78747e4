import { type PaymentType, PaymentTypeSchema } from '@sbc/contract';
import { type ActionFunctionArgs, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { orderApi, orderApiForVisitor } from '../../lib/api';
import { messageOf } from '../../lib/messages';
import { memberSession } from '../../lib/session';

/** What the order page shows after an action that stays on it. */
export type OrderActionResult = { error: string } | { redirecting: true } | null;

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

async function createOrder(productCode: string): Promise<Response | OrderActionResult> {
  if (!memberSession.isLoggedIn()) return { error: 'Silakan masuk dulu untuk memesan.' };
  if (!productCode) return { error: 'Pilih salah satu paket dulu.' };
  const order = await orderApi.createOrder({ body: { product_code: productCode } });
  return redirect(paths.order.href(order.code));
}

async function selectMethod(orderCode: string, type: string): Promise<OrderActionResult> {
  const parsed = PaymentTypeSchema.safeParse(type);
  if (!parsed.success) return { error: 'Pilih metode pembayaran dulu.' };
  const paymentType: PaymentType = parsed.data;
  await orderApiForVisitor().selectPaymentMethod({
    body: { order_code: orderCode, payment_type: paymentType },
  });
  return null;
}

/**
 * Creates the payment. Card and e-wallet go on to the provider's page (the browser leaves this
 * app); a bank transfer stays here, where the reloaded invoice shows the account and amount.
 */
async function pay(orderCode: string): Promise<OrderActionResult> {
  const { payment } = await orderApiForVisitor().createPayment({ body: { order_code: orderCode } });
  if (payment.payment_type !== 'bank_transfer' && payment.redirect_url) {
    window.location.assign(payment.redirect_url);
    return { redirecting: true };
  }
  return null;
}

/**
 * Cancels the unpaid order (whoever holds its code may, as for paying it); its finish page then
 * tells it is cancelled, with no way to pay.
 */
async function cancel(orderCode: string): Promise<Response> {
  await orderApiForVisitor().cancelOrder({ body: { order_code: orderCode } });
  return redirect(paths.orderFinish.href(orderCode));
}

/** The order page's forms: `create` (product), `select` (payment method), `pay`, `cancel`. */
export async function orderAction({
  request,
}: ActionFunctionArgs): Promise<Response | OrderActionResult> {
  const form = await request.formData();
  const orderCode = text(form, 'order_code');
  try {
    switch (text(form, 'intent')) {
      case 'create':
        return await createOrder(text(form, 'product_code'));
      case 'select':
        return await selectMethod(orderCode, text(form, 'payment_type'));
      case 'pay':
        return await pay(orderCode);
      case 'cancel':
        return await cancel(orderCode);
      default:
        return { error: 'Permintaan tidak dikenal.' };
    }
  } catch (error) {
    return { error: messageOf(error) };
  }
}
