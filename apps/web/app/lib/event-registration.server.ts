import { isApiError } from '@sbc/api-client/core';
import type { Participation, Registration } from '@sbc/contract';
import { env } from '../env.server';
import { type EventReader, logEventFailure, publicApiAs } from './event-api.server';
import { priceText } from './event-labels';
import { memberApiFor } from './member-api.server';
import { isEndedSession, SESSION_ENDED_MESSAGE } from './member-session.server';
import type {
  RegistrationCheck,
  RegistrationField,
  RegistrationResult,
  RegistrationView,
} from './event-types';

const FIELDS: readonly RegistrationField[] = ['name', 'email', 'phone'];
const UNAVAILABLE =
  'Layanan pendaftaran sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.';

/** What the owner of a registration sees of it. */
export function toRegistrationView(
  r: Registration,
  attendance: Pick<Participation, 'present' | 'certificate_code'> = { present: false, certificate_code: null },
): RegistrationView {
  return {
    code: r.code,
    qrText: r.qr_text,
    status: r.status,
    name: r.name,
    email: r.email,
    orderCode: r.order_code,
    present: attendance.present,
    certificateCode: attendance.certificate_code,
  };
}

/** The API's status of a failed call (0 when it could not be reached). */
const statusOf = (cause: unknown) => (isApiError(cause) ? cause.status : 0);

/**
 * Whose registration to look up: the member (bearer), else the signed visitor id. A member's call
 * carries the visitor id too: a registration this browser made before logging in becomes the
 * member's with its code kept.
 */
async function findRegistration(reader: EventReader, eventId: number, asMember: boolean) {
  const api = publicApiAs(asMember ? reader.memberToken : null);
  return api.checkRegisteredEvent({ body: { event_id: eventId, user_id: reader.visitorId ?? undefined } });
}

/**
 * The reader's own state for an event: registered (with the code), a logged-in member who can
 * register with one click, or a visitor who fills the form. A member token the API refuses (the
 * session ended) is treated as absent, and `sessionEnded` says so; so is a visitor id it did not
 * issue.
 */
export async function checkRegistration(
  reader: EventReader,
  eventId: number,
): Promise<{ check: RegistrationCheck; sessionEnded: boolean }> {
  if (reader.memberToken) {
    try {
      const found = await findRegistration(reader, eventId, true);
      const check: RegistrationCheck = found.registration
        ? { kind: 'registered', asMember: true, registration: toRegistrationView(found.registration, found) }
        : {
            kind: 'member',
            memberName: reader.memberName,
            isPaid: found.price > 0,
            priceLabel: priceText(found.price),
            memberPrice: found.member_price,
            memberAreaUrl: `${env.MEMBER_URL}/`,
          };
      return { check, sessionEnded: false };
    } catch (cause) {
      if (!isEndedSession(cause)) throw cause;
    }
  }
  return { check: await checkAsVisitor(reader, eventId), sessionEnded: reader.memberToken !== null };
}

async function checkAsVisitor(reader: EventReader, eventId: number): Promise<RegistrationCheck> {
  if (!reader.visitorId) return { kind: 'visitor' };
  try {
    const found = await findRegistration(reader, eventId, false);
    return found.registration
      ? {
          kind: 'registered',
          asMember: false,
          registration: toRegistrationView(found.registration, found),
        }
      : { kind: 'visitor' };
  } catch (cause) {
    if (statusOf(cause) === 400) return { kind: 'visitor' };
    throw cause;
  }
}

/** The API's field errors of the form's fields, one message each. */
function fieldErrorsOf(cause: unknown): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  if (!isApiError(cause)) return errors;
  for (const e of cause.errors) {
    const field = FIELDS.find((f) => f === e.field);
    if (field && !errors[field]) errors[field] = e.message;
  }
  return errors;
}

function failure(intent: 'register' | 'resend', what: string, cause: unknown): RegistrationResult {
  const status = statusOf(cause);
  logEventFailure(what, cause, status || undefined);
  const fieldErrors = fieldErrorsOf(cause);
  let message = isApiError(cause) ? cause.message : UNAVAILABLE;
  if (status === 401) message = SESSION_ENDED_MESSAGE;
  // The API's 400 message is the first field's error; every field's error is shown beside it.
  else if (status === 400 && Object.keys(fieldErrors).length)
    message = 'Periksa kembali isian yang ditandai.';
  return { ok: false, intent, status, message, fieldErrors };
}

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * A one-time code with which the webview's order page takes on this member's session: without it
 * the webview would use whatever session it kept, possibly one ended by "Keluar" since. None when
 * the API cannot make one; the order page still opens the order by its code.
 */
async function webviewConnectCode(memberToken: string): Promise<string | null> {
  try {
    return (await memberApiFor(memberToken).createConnectCode()).code;
  } catch (cause) {
    logEventFailure('POST connect/create-code', cause);
    return null;
  }
}

/**
 * Registers the reader: a member with the bearer token alone (the API takes name, email and phone
 * from the profile), a visitor with the form's fields and the signed visitor id as `user_id`. A
 * member's paid registration comes with a connect code for the order page it continues on.
 */
export async function registerReader(
  reader: EventReader,
  eventId: number,
  form: FormData,
): Promise<RegistrationResult> {
  const asMember = reader.memberToken !== null && form.get('as') === 'member';
  const body = asMember
    ? { event_id: eventId, user_id: reader.visitorId ?? undefined }
    : {
        event_id: eventId,
        name: formText(form, 'name'),
        email: formText(form, 'email'),
        phone: formText(form, 'phone'),
        user_id: reader.visitorId ?? undefined,
      };
  try {
    const registration = await publicApiAs(asMember ? reader.memberToken : null).registerForEvent({
      body,
    });
    const message =
      registration.status === 'registered'
        ? 'Pendaftaran berhasil. Konfirmasi dan kode QR sudah dikirim ke email Anda.'
        : 'Pendaftaran tercatat. Selesaikan pembayaran untuk mengamankan kursi Anda.';
    const payingMember = asMember && registration.order_code !== null ? reader.memberToken : null;
    return {
      ok: true,
      intent: 'register',
      message,
      registration: toRegistrationView(registration),
      canResend: asMember || reader.visitorId !== null,
      connectCode: payingMember ? await webviewConnectCode(payingMember) : null,
    };
  } catch (cause) {
    return failure('register', 'POST event/register', cause);
  }
}

/** Re-sends the confirmation to the registered address (member token, else the visitor id). */
export async function resendConfirmation(
  reader: EventReader,
  eventId: number,
): Promise<RegistrationResult> {
  const asMember = reader.memberToken !== null;
  try {
    const sent = await publicApiAs(asMember ? reader.memberToken : null).resendEventEmail({
      body: { event_id: eventId, user_id: asMember ? undefined : (reader.visitorId ?? undefined) },
    });
    return {
      ok: true,
      intent: 'resend',
      message: `Email konfirmasi sudah dikirim ulang ke ${sent.sent_to}.`,
    };
  } catch (cause) {
    return failure('resend', 'POST event/email_notification', cause);
  }
}
