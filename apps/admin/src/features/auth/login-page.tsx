import { whileSending } from '@sbc/ui/while-sending';
import { EmptyLayout } from '@sbc/ui/layouts';
import { useEffect, useRef, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { env } from '../../env';
import { hasReturnPath } from '../../lib/return-path';
import type { LoginFailure } from './login-action';

const inputClass =
  'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink shadow-sm focus:border-brand-500';

/** `/admin/login`: email and password, the API's message when it refuses. */
export function LoginPage() {
  const failure = useActionData<LoginFailure>();
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== 'idle';
  const [isReturning] = useState(hasReturnPath);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refusal the first marked field takes the focus, so its message is read out with it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);

  return (
    <EmptyLayout logoHref={env.WEB_URL} footnote="Konsol ini hanya untuk pengurus SBC.">
      <title>Masuk | Admin SBC</title>
      <h1 className="text-brand-900 text-2xl font-bold">Masuk ke Admin SBC</h1>
      <p className="text-ink-muted mt-1 text-sm">
        Gunakan akun admin yang diberikan oleh pengurus.
      </p>
      {isReturning && !failure ? (
        <p role="status" className="bg-brand-50 text-brand-900 mt-4 rounded-lg px-3 py-2 text-sm">
          Silakan masuk untuk kembali ke halaman yang tadi Anda buka.
        </p>
      ) : null}

      {failure?.message ? (
        <p role="alert" className="bg-danger-soft text-danger mt-4 rounded-lg px-3 py-2 text-sm">
          {failure.message}
        </p>
      ) : null}

      <Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-6 space-y-4"
        aria-busy={isSubmitting}
      >
        <div>
          <label htmlFor="email" className="text-ink block text-sm font-medium">
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            className={inputClass}
            aria-invalid={failure?.fieldErrors.email ? true : undefined}
            aria-describedby={failure?.fieldErrors.email ? 'email-error' : undefined}
          />
          {failure?.fieldErrors.email && (
            <p id="email-error" className="text-danger mt-1 text-sm">
              {failure.fieldErrors.email}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="password" className="text-ink block text-sm font-medium">
            Kata Sandi
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
            aria-invalid={failure?.fieldErrors.password ? true : undefined}
            aria-describedby={failure?.fieldErrors.password ? 'password-error' : undefined}
          />
          {failure?.fieldErrors.password && (
            <p id="password-error" className="text-danger mt-1 text-sm">
              {failure.fieldErrors.password}
            </p>
          )}
        </div>
        <button
          type="submit"
          {...whileSending(isSubmitting)}
          className="bg-brand text-ink-inverse hover:bg-brand-700 w-full rounded-full px-4 py-2.5 font-semibold aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {isSubmitting ? 'Memproses…' : 'Masuk'}
        </button>
      </Form>
    </EmptyLayout>
  );
}
