import { whileSending } from '@sbc/ui/while-sending';
import { Link, useRevalidator, useRouteError } from 'react-router';
import { describeError } from '../lib/errors';
import { paths } from '../config/paths';
import { cardClass, primaryButtonClass, secondaryButtonClass } from './styles';

const TITLES: Record<number, string> = {
  403: 'Anda tidak memiliki akses',
  404: 'Data tidak ditemukan',
  0: 'Gagal terhubung',
};

/**
 * A page's data could not be loaded: shown inside the console frame, with the API's message
 * (SPEC section 8), a retry and a way home. A 403 says "Anda tidak memiliki akses".
 */
export function ConsoleError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { status, message } = describeError(error);
  const title = TITLES[status] ?? 'Terjadi kesalahan';
  return (
    <section role="alert" className={`${cardClass} mx-auto mt-6 max-w-lg px-6 py-10 text-center`}>
      <title>{`${title} | Admin SBC`}</title>
      {status ? <p className="text-brand text-5xl font-extrabold">{status}</p> : null}
      <h1 className="text-ink mt-3 text-xl font-bold">{title}</h1>
      <p className="text-ink-muted mt-2">
        {status === 403
          ? 'Halaman ini tidak tersedia untuk peran akun Anda.'
          : message !== title
            ? message
            : null}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {status !== 403 && status !== 404 ? (
          <button
            type="button"
            className={primaryButtonClass}
            {...whileSending(revalidator.state !== 'idle', () => void revalidator.revalidate())}
          >
            Coba lagi
          </button>
        ) : null}
        <Link to={paths.home.href()} className={secondaryButtonClass}>
          Kembali ke Beranda
        </Link>
      </div>
    </section>
  );
}
