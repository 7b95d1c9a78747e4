import { useEffect, useRef } from 'react';
import type { FetcherWithComponents } from 'react-router';
import type { RegistrationField, RegistrationResult } from '../../lib/event-types';
import { RegistrationNotice } from './registration-notice';
import { whileSending } from '@sbc/ui/while-sending';

/** Props of {@link RegistrationForm}. */
export interface RegistrationFormProps {
  fetcher: FetcherWithComponents<RegistrationResult>;
  endpoint: string;
  isPaid: boolean;
  /** The member login, returning to this event. */
  loginHref: string;
}

const FIELDS: {
  name: RegistrationField;
  label: string;
  type: string;
  autoComplete: string;
  placeholder: string;
  hint?: string;
}[] = [
  {
    name: 'name',
    label: 'Nama lengkap',
    type: 'text',
    autoComplete: 'name',
    placeholder: 'Nama sesuai identitas',
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'nama@contoh.id',
    hint: 'Kode pendaftaran dan kode QR dikirim ke sini.',
  },
  {
    name: 'phone',
    label: 'Nomor ponsel',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '0812 3456 7890',
  },
];

/**
 * A visitor's registration: name, email and phone. The API checks them and its Indonesian messages
 * appear beside each field (the browser's own checks are off, so every message reads the same).
 */
export function RegistrationForm({ fetcher, endpoint, isPaid, loginHref }: RegistrationFormProps) {
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const errors = result?.fieldErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // The submit button was disabled while sending, which drops focus to the page: put it on the
    // first field to correct, or on the message when no field is at fault.
    if (!result) return;
    const wrong = FIELDS.find((field) => result.fieldErrors?.[field.name]);
    const form = formRef.current;
    const target = wrong
      ? form?.querySelector<HTMLElement>(`#daftar-${wrong.name}`)
      : form?.querySelector<HTMLElement>('[role=alert]');
    target?.focus();
  }, [result]);
  return (
    <fetcher.Form ref={formRef} method="post" action={endpoint} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="register" />
      <p className="text-ink-muted text-sm">
        Daftar sebagai peserta umum.{' '}
        <a
          href={loginHref}
          className="text-brand-700 font-semibold underline-offset-2 hover:underline"
        >
          Masuk sebagai anggota
        </a>{' '}
        untuk mendaftar dengan satu klik.
      </p>
      {result ? (
        <div role="alert" tabIndex={-1}>
          <RegistrationNotice title={result.message} tone="danger" />
        </div>
      ) : null}
      {FIELDS.map((field) => {
        const id = `daftar-${field.name}`;
        const error = errors[field.name];
        const describedBy = error ? `${id}-galat` : field.hint ? `${id}-petunjuk` : undefined;
        return (
          <div key={field.name}>
            <label htmlFor={id} className="text-ink text-sm font-semibold">
              {field.label}
            </label>
            <input
              id={id}
              name={field.name}
              type={field.type}
              required
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              maxLength={field.name === 'email' ? 254 : 100}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={`bg-surface text-ink placeholder:text-ink-subtle mt-1 h-11 w-full rounded-lg px-3 ring-1 outline-none focus:ring-2 ${
                error ? 'ring-danger focus:ring-danger' : 'ring-field focus:ring-brand-500'
              }`}
            />
            {error ? (
              <p id={`${id}-galat`} className="text-danger mt-1 text-sm">
                {error}
              </p>
            ) : field.hint ? (
              <p id={`${id}-petunjuk`} className="text-ink-subtle mt-1 text-xs">
                {field.hint}
              </p>
            ) : null}
          </div>
        );
      })}
      <button
        type="submit"
        {...whileSending(busy)}
        className="bg-brand hover:bg-brand-700 w-full rounded-full px-5 py-3 font-semibold text-white shadow-sm aria-disabled:opacity-60"
      >
        {busy ? 'Mengirim…' : isPaid ? 'Daftar dan lanjut bayar' : 'Daftar sekarang'}
      </button>
    </fetcher.Form>
  );
}
