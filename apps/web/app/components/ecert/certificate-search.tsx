import { Form, useNavigation } from 'react-router';
import type { CertificateSearchResult } from '../../lib/event-types';
import { RegistrationNotice } from '../events/registration-notice';
import { FormField } from './form-field';
import { whileSending } from '@sbc/ui/while-sending';

/** Props of {@link CertificateSearch}. */
export interface CertificateSearchProps {
  /** Past events for the email search, newest first. */
  events: { id: number; label: string }[];
  result: CertificateSearchResult | null;
}

const card = 'bg-surface ring-line flex flex-col rounded-2xl p-6 shadow-sm ring-1';
const button =
  'bg-brand hover:bg-brand-700 w-full rounded-full px-5 py-3 font-semibold text-white shadow-sm aria-disabled:opacity-60';

/**
 * The two ways to a certificate: its printed number (opens it), or email and event (the link is
 * emailed, and the answer is the same whether or not anything matched). No list is ever shown.
 */
export function CertificateSearch({ events, result }: CertificateSearchProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const byNumber = result?.intent === 'number' ? result : null;
  const byEmail = result?.intent === 'email' ? result : null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Form
        method="post"
        noValidate
        defaultShouldRevalidate={false}
        className={card}
        aria-labelledby="cari-nomor"
      >
        <input type="hidden" name="intent" value="number" />
        <h2 id="cari-nomor" className="text-brand-900 text-xl font-bold">
          Punya nomor sertifikat?
        </h2>
        <p className="text-ink-muted mt-1 mb-5 text-sm">
          Nomor tertera di bagian bawah sertifikat.
        </p>
        <FormField
          id="nomor-sertifikat"
          label="Nomor sertifikat"
          error={byNumber?.fieldErrors.number}
          hint="Contoh: SBC-2026-12-345-AB7K"
        >
          {(c) => (
            <input
              id="nomor-sertifikat"
              name="number"
              required
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              placeholder="SBC-…"
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
              className={`${c.className} font-mono uppercase`}
            />
          )}
        </FormField>
        {byNumber?.message ? (
          <p role="alert" className="text-danger mt-3 text-sm">
            {byNumber.message}
          </p>
        ) : null}
        <div className="mt-auto pt-6">
          <button type="submit" {...whileSending(busy === 'number')} className={button}>
            {busy === 'number' ? 'Mencari…' : 'Lihat sertifikat'}
          </button>
        </div>
      </Form>

      <Form
        method="post"
        noValidate
        defaultShouldRevalidate={false}
        className={card}
        aria-labelledby="cari-email"
      >
        <input type="hidden" name="intent" value="email" />
        <h2 id="cari-email" className="text-brand-900 text-xl font-bold">
          Lupa nomornya?
        </h2>
        <p className="text-ink-muted mt-1 mb-5 text-sm">
          Kami kirim tautan sertifikat ke email yang Anda pakai saat mendaftar.
        </p>
        {byEmail?.ok ? (
          <div role="status" className="mb-4">
            <RegistrationNotice title="Permintaan terkirim" tone="success">
              {byEmail.message}
            </RegistrationNotice>
          </div>
        ) : null}
        <div className="space-y-4">
          <FormField
            id="email-sertifikat"
            label="Email pendaftaran"
            error={byEmail?.fieldErrors.email}
          >
            {(c) => (
              <input
                id="email-sertifikat"
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder="nama@contoh.id"
                aria-invalid={c.invalid || undefined}
                aria-describedby={c.describedBy}
                className={c.className}
              />
            )}
          </FormField>
          <FormField
            id="event-sertifikat"
            label="Event yang diikuti"
            error={byEmail?.fieldErrors.event_id}
          >
            {(c) => (
              <select
                id="event-sertifikat"
                name="event_id"
                required
                defaultValue=""
                aria-invalid={c.invalid || undefined}
                aria-describedby={c.describedBy}
                className={c.className}
              >
                <option value="" disabled>
                  Pilih event
                </option>
                {events.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {byEmail && !byEmail.ok && byEmail.message ? (
          <p role="alert" className="text-danger mt-3 text-sm">
            {byEmail.message}
          </p>
        ) : null}
        <div className="mt-auto pt-6">
          <button type="submit" {...whileSending(busy === 'email')} className={button}>
            {busy === 'email' ? 'Mengirim…' : 'Kirim tautan ke email'}
          </button>
        </div>
      </Form>
    </div>
  );
}
