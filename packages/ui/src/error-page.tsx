import { DEFAULT_ERROR_MSG, NOT_FOUND_MSG } from '@sbc/format/constants';
import { type ReactNode } from 'react';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** HTTP status to show; 500 when unknown. */
  status?: number;
  /** Message for statuses other than 404; `Error` when empty. */
  message?: string;
  /** Target of the "Kembali ke Beranda" link. */
  homeHref?: string;
}

/** Props of {@link ErrorPageFallback}. */
export interface ErrorPageFallbackProps {
  homeHref?: string;
}

/** Under the spec's English not-found heading, the same in Indonesian with what may have happened. */
export const NOT_FOUND_HINT =
  'Halaman yang Anda cari tidak ada. Mungkin alamatnya salah ketik, atau halamannya sudah dipindahkan.';

function HomeLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      className="bg-brand text-ink-inverse hover:bg-brand-700 mt-8 inline-flex items-center rounded-full px-6 py-3 font-semibold"
    >
      Kembali ke Beranda
    </a>
  );
}

function ErrorFrame({ children }: { children: ReactNode }) {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      {children}
    </section>
  );
}

/**
 * The error page of SPEC 2 and 8: a large status number and the message. 404 always shows
 * `This page could not be found` with a link back home; other statuses show their message
 * (status 500 and message `Error` by default).
 */
export function ErrorPage({ status = 500, message, homeHref = '/' }: ErrorPageProps) {
  const isNotFound = status === 404;
  const text = isNotFound ? NOT_FOUND_MSG : message || DEFAULT_ERROR_MSG;
  // The spec's two English sentences, on Indonesian pages: read with English rules (WCAG 3.1.2).
  const isEnglish = text === NOT_FOUND_MSG || text === DEFAULT_ERROR_MSG;
  return (
    <ErrorFrame>
      <p className="text-brand text-8xl leading-none font-extrabold sm:text-9xl">{status}</p>
      <h1
        lang={isEnglish ? 'en' : undefined}
        className="text-ink mt-6 text-xl font-semibold sm:text-2xl"
      >
        {text}
      </h1>
      {isNotFound ? (
        <>
          <p className="text-ink-muted mt-3 max-w-md">{NOT_FOUND_HINT}</p>
          <HomeLink href={homeHref} />
        </>
      ) : null}
    </ErrorFrame>
  );
}

/**
 * Shown when rendering the error page itself failed (SPEC 8): a fixed message and a link
 * home, with no data and nothing that could fail again.
 */
export function ErrorPageFallback({ homeHref = '/' }: ErrorPageFallbackProps) {
  return (
    <ErrorFrame>
      <h1 className="text-brand-900 text-xl font-semibold sm:text-2xl">
        Terjadi kesalahan saat menampilkan halaman galat.
      </h1>
      <HomeLink href={homeHref} />
    </ErrorFrame>
  );
}
