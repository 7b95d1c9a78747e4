import { whileSending } from '@sbc/ui/while-sending';
import { useFetcher } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useResetKey } from '../../lib/reset-key';
import { primaryButtonClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import type { PasswordResult } from './account-route';
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';

/** Current password, new password (min 8, a letter and a digit) and its confirmation. */
export function PasswordForm() {
  const fetcher = useFetcher<PasswordResult>();
  const result = fetcher.data;
  const isBusy = fetcher.state !== 'idle';
  const errors = result && !result.ok ? result.fieldErrors : {};
  const formKey = useResetKey(result?.ok ? result.savedAt : undefined);
  return (
    <div>
      {result?.ok ? (
        <div
          role="status"
          className="bg-success-soft text-success mb-4 rounded-xl px-4 py-3 text-sm"
        >
          <p className="font-semibold">Kata sandi berhasil diubah.</p>
          <p className="text-ink mt-0.5">
            Semua sesi lain akun ini telah dikeluarkan; perangkat lain perlu masuk kembali dengan
            kata sandi baru.
          </p>
        </div>
      ) : null}
      {result && !result.ok && result.message ? (
        <p role="alert" className="bg-danger-soft text-danger mb-4 rounded-xl px-4 py-3 text-sm">
          {result.message}
        </p>
      ) : null}
      {/* A new key after each success empties the fields; a refusal keeps them. */}
      <fetcher.Form
        method="post"
        key={formKey}
        className="space-y-4"
        noValidate
      >
        <TextField
          name="current_password"
          label="Kata sandi saat ini"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password}
        />
        <TextField
          name="new_password"
          label="Kata sandi baru"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={PASSWORD_HINT}
          error={errors.new_password}
        />
        <TextField
          name="confirmation"
          label="Ulangi kata sandi baru"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmation}
        />
        <button type="submit" className={primaryButtonClass} {...whileSending(isBusy)}>
          {isBusy ? <Spinner /> : null}
          {isBusy ? 'Menyimpan…' : 'Simpan kata sandi'}
        </button>
      </fetcher.Form>
    </div>
  );
}
