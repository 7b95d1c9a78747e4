import { type ActionFunctionArgs, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { memberPublicApi } from '../../lib/api';
import { httpStatusOf, messageOf } from '../../lib/messages';
import { memberSession } from '../../lib/session';

/** What the registration form shows after sending, when it stays on the page. */
export type EventActionResult = { error: string } | null;

/**
 * One-tap registration of the logged-in member (bearer token; name, email and phone come from
 * the profile). A paid event answers an order to pay: on to its invoice.
 */
export async function eventAction({
  request,
}: ActionFunctionArgs): Promise<EventActionResult | Response> {
  const form = await request.formData();
  const eventId = Number(form.get('event_id'));
  if (!memberSession.isLoggedIn()) return { error: 'Silakan masuk dulu untuk mendaftar.' };
  try {
    const registration = await memberPublicApi.registerForEvent({ body: { event_id: eventId } });
    // Paid: on to the bill, whose finish page leads back to this event page of the app.
    const back = new URL(request.url).pathname;
    return registration.order_code
      ? redirect(paths.order.href(registration.order_code, back))
      : null;
  } catch (error) {
    if (httpStatusOf(error) === 401) {
      memberSession.logout();
      return { error: 'Sesi Anda sudah berakhir. Silakan masuk lagi.' };
    }
    // Already registered (409): the page reloads the registration and shows it.
    return httpStatusOf(error) === 409 ? null : { error: messageOf(error) };
  }
}
