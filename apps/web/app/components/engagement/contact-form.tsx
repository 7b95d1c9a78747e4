import { useEffect, useRef, useState, type FormEvent } from 'react';
import { type FieldErrors, formText, hasErrors, validateContact } from '../../lib/engagement-forms';
import { SendIcon } from './engagement-icons';
import { FormField, FormNotice } from './form-field';
import { useCaptchaSubmit } from './use-captcha-submit';
import { whileSending } from '@sbc/ui/while-sending';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

function readValues(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    name: formText(data, 'name'),
    email: formText(data, 'email'),
    phone: formText(data, 'phone'),
    subject: formText(data, 'subject'),
    message: formText(data, 'message'),
  };
}

/**
 * The contact form of `/hubungi-kami`: checked in the browser and again on the server, protected
 * by the proof-of-work captcha (solved while the visitor types), sent to `/aksi/kontak`.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const sending = useCaptchaSubmit('/aksi/kontak');
  const { result } = sending;

  // A new answer replaces the shown errors with the server's (none after success).
  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    if (result) setErrors(result.ok ? {} : result.fieldErrors);
  }
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateContact(readValues(form));
    setErrors(found);
    if (hasErrors(found)) {
      const first = FIELDS.find((name) => found[name]);
      (form.elements.namedItem(first ?? 'name') as HTMLElement | null)?.focus();
      return;
    }
    sending.submit(new FormData(form));
  }

  let notice: { tone: 'success' | 'error' | 'info'; text: string } | null = null;
  if (sending.isVerifying) notice = { tone: 'info', text: 'Memverifikasi… Mohon tunggu sebentar.' };
  else if (result?.ok) notice = { tone: 'success', text: result.message };
  else if (result) notice = { tone: 'error', text: result.message };
  else if (sending.captchaFailed)
    notice = { tone: 'error', text: 'Verifikasi otomatis gagal dimuat. Periksa koneksi Anda, lalu kirim lagi.' };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      onFocus={sending.prepare}
      aria-label="Formulir Hubungi Kami"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nama lengkap" name="name" autoComplete="name" maxLength={100} error={errors.name} />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          error={errors.email}
        />
        <FormField
          label="Nomor telepon"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          optional
          error={errors.phone}
        />
        <FormField label="Perihal" name="subject" maxLength={150} error={errors.subject} />
      </div>
      <FormField
        label="Pesan"
        name="message"
        multiline
        rows={6}
        maxLength={3000}
        hint="Minimal 10 karakter."
        error={errors.message}
      />
      {notice ? <FormNotice tone={notice.tone}>{notice.text}</FormNotice> : null}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          {...whileSending(sending.isBusy)}
          className="bg-brand hover:bg-brand-700 inline-flex items-center gap-2 rounded-full px-6 py-3 text-sm font-bold text-white shadow-sm transition aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          <SendIcon className="size-4" />
          {sending.isVerifying ? 'Memverifikasi…' : sending.isBusy ? 'Mengirim…' : 'Kirim Pesan'}
        </button>
        <p className="text-ink-subtle text-xs">
          Dilindungi verifikasi otomatis tanpa teka-teki gambar.
        </p>
      </div>
    </form>
  );
}
