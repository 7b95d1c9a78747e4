import { useEffect, useRef, useState, type FormEvent } from 'react';
import { type FieldErrors, formText, hasErrors, validateProblemReport } from '../../lib/engagement-forms';
import { FormField, FormNotice } from './form-field';
import { useCaptchaSubmit } from './use-captcha-submit';
import { whileSending } from '@sbc/ui/while-sending';

/**
 * The help button's problem report: what went wrong, an optional email for a reply, and the
 * page it was sent from; protected by the proof-of-work captcha like the contact form.
 */
export function ProblemReportForm({ onDone }: { onDone: () => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const sending = useCaptchaSubmit('/aksi/laporan-masalah');
  const { result, prepare } = sending;

  // The dialog opens on this form: start the captcha once, right away; it is needed in a moment.
  const prepared = useRef(false);
  useEffect(() => {
    if (prepared.current) return;
    prepared.current = true;
    prepare();
  }, [prepare]);
  // A refusal replaces the shown errors with the server's.
  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    if (result && !result.ok) setErrors(result.fieldErrors);
  }

  if (result?.ok) {
    return (
      <div className="space-y-5">
        <FormNotice tone="success">{result.message}</FormNotice>
        {/* The form that had the focus is gone: it moves to the way out, after the notice. */}
        <button
          type="button"
          autoFocus
          onClick={onDone}
          className="bg-brand hover:bg-brand-700 rounded-full px-6 py-2.5 text-sm font-bold text-white"
        >
          Tutup
        </button>
      </div>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const found = validateProblemReport({
      description: formText(fields, 'description'),
      email: formText(fields, 'email'),
    });
    setErrors(found);
    if (hasErrors(found)) {
      (form.elements.namedItem(found.description ? 'description' : 'email') as HTMLElement | null)?.focus();
      return;
    }
    fields.set('page', window.location.href);
    sending.submit(fields);
  }

  const failure = result && !result.ok && !hasErrors(result.fieldErrors) ? result.message : null;
  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Laporkan masalah" className="space-y-4">
      <FormField
        label="Apa masalahnya?"
        name="description"
        multiline
        rows={4}
        maxLength={2000}
        hint="Misalnya: tombol tidak bisa diklik, gambar tidak muncul, tulisan salah."
        error={errors.description}
      />
      <FormField
        label="Email untuk balasan"
        name="email"
        type="email"
        autoComplete="email"
        optional
        maxLength={254}
        error={errors.email}
      />
      {sending.isVerifying ? <FormNotice tone="info">Memverifikasi… Mohon tunggu sebentar.</FormNotice> : null}
      {failure ? <FormNotice tone="error">{failure}</FormNotice> : null}
      <button
        type="submit"
        {...whileSending(sending.isBusy)}
        className="bg-brand hover:bg-brand-700 w-full rounded-full px-6 py-3 text-sm font-bold text-white transition aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {sending.isVerifying ? 'Memverifikasi…' : sending.isBusy ? 'Mengirim…' : 'Kirim Laporan'}
      </button>
    </form>
  );
}
