import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { recheckMemberCookies } from '../../lib/member-session';
import type { EventDetailView, RegistrationCheck, RegistrationResult } from '../../lib/event-types';
import { MemberRegister } from './member-register';
import { orderPageHref, RegistrationDone } from './registration-done';
import { RegistrationForm } from './registration-form';
import { RegistrationNotice, RegistrationPanel } from './registration-notice';

/** Props of {@link EventRegistration}. */
export interface EventRegistrationProps {
  event: EventDetailView;
  /** Where paid registrations continue to the order page. */
  webviewUrl: string;
}

/**
 * The registration block. The page is the same for everyone, so the reader's own state (already
 * registered, a logged-in member, a visitor) is asked after mount from the page's resource route,
 * which reads the cookies; until then a neutral placeholder is shown.
 */
export function EventRegistration({ event, webviewUrl }: EventRegistrationProps) {
  const endpoint = `/event/${event.slug}/pendaftaran.json`;
  const check = useFetcher<RegistrationCheck>();
  const submit = useFetcher<RegistrationResult>();
  const isPast = event.phase === 'past';
  const { load } = check;

  useEffect(() => {
    if (!isPast) void load(endpoint);
  }, [endpoint, isPast, load]);

  const result = submit.data;
  const sessionEnded = result?.ok === false && result.status === 401;
  useEffect(() => {
    if (check.data) recheckMemberCookies();
  }, [check.data]);
  useEffect(() => {
    // The member's session ended and this site forgot it: offer the visitor's form instead.
    if (sessionEnded && !isPast) void load(endpoint);
  }, [sessionEnded, isPast, load, endpoint]);
  const justDone = result?.ok && result.intent === 'register' ? result : null;
  const registered = justDone?.registration ?? null;
  const orderCode = registered?.orderCode ?? null;
  const connectCode = justDone?.connectCode ?? null;
  useEffect(() => {
    if (orderCode) window.location.assign(orderPageHref(webviewUrl, orderCode, connectCode));
  }, [orderCode, connectCode, webviewUrl]);

  if (isPast) {
    return (
      <RegistrationPanel>
        <RegistrationNotice title="Event telah selesai" tone="muted">
          Terima kasih kepada seluruh peserta. Sertifikat peserta yang hadir dapat dicari di halaman{' '}
          <a href="/ecert/v1" className="text-brand-700 font-semibold underline">
            e-sertifikat
          </a>
          .
        </RegistrationNotice>
      </RegistrationPanel>
    );
  }

  const state = check.data;
  if (registered || state?.kind === 'registered') {
    const registration = registered ?? (state?.kind === 'registered' ? state.registration : null);
    return registration ? (
      <RegistrationPanel>
        <RegistrationDone
          endpoint={endpoint}
          registration={registration}
          justRegistered={Boolean(registered)}
          canResend={justDone?.canResend ?? true}
          webviewUrl={webviewUrl}
          isOnline={event.isOnline}
        />
      </RegistrationPanel>
    ) : null;
  }

  return (
    <RegistrationPanel>
      {/* Only the first check (or a retry after a failed one) shows the placeholder: the page's
          refresh after a submission re-asks too, and must not unmount the form being filled. */}
      {!state || (check.state === 'loading' && state.kind === 'unavailable') ? (
        <p aria-busy="true" className="text-ink-muted animate-pulse text-sm">
          Memeriksa status pendaftaran Anda…
        </p>
      ) : state.kind === 'unavailable' ? (
        <RegistrationNotice title="Status pendaftaran belum dapat dimuat" tone="danger">
          <button
            type="button"
            onClick={() => void load(endpoint)}
            className="text-brand-700 font-semibold underline"
          >
            Coba lagi
          </button>
        </RegistrationNotice>
      ) : !event.registrationOpen ? (
        <RegistrationNotice title="Pendaftaran ditutup" tone="muted">
          Pendaftaran untuk event ini sudah tidak dibuka.
        </RegistrationNotice>
      ) : event.isFull ? (
        <RegistrationNotice title="Kursi penuh" tone="danger">
          Maaf, seluruh kursi event ini sudah terisi.
        </RegistrationNotice>
      ) : state.kind === 'member' ? (
        <MemberRegister
          fetcher={submit}
          endpoint={endpoint}
          memberName={state.memberName}
          isPaid={state.isPaid}
          priceLabel={state.priceLabel}
          memberPrice={state.memberPrice}
          memberAreaUrl={state.memberAreaUrl}
          freeForAll={!event.isPaidForVisitors}
        />
      ) : (
        <RegistrationForm
          fetcher={submit}
          endpoint={endpoint}
          isPaid={event.isPaidForVisitors}
          loginHref={`/login?return=${encodeURIComponent(`/event/${event.slug}`)}`}
        />
      )}
    </RegistrationPanel>
  );
}
