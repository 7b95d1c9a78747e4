import { isApiError } from '@sbc/api-client';
import { type Category, type SiteInfo } from '@sbc/contract';
import { env } from '../../env.server';
import { currentYear } from '../../lib/current-year';
import { loadMenuCategories } from '../../lib/site-chrome.server';
import { loadSiteInfo } from '../../lib/site-info.server';

/** What the failed-connection page shows, and with which HTTP status. */
export interface ConnectFailure {
  status: number;
  title: string;
  message: string;
  /** The public frame's data: footer contact (absent when the API is away) and menu. */
  info: SiteInfo | null;
  categories: Category[];
  memberUrl: string;
  year: number;
  loginHref: string;
}

const INVALID_LINK = {
  title: 'Tautan masuk tidak berlaku',
  message:
    'Tautan masuk ini tidak valid, sudah pernah dipakai, atau sudah kedaluwarsa (tautan hanya berlaku satu kali selama 60 detik). Silakan masuk kembali untuk melanjutkan.',
};
const UNAVAILABLE = {
  title: 'Belum dapat masuk',
  message:
    'Layanan SBC sedang tidak dapat dihubungi, sehingga Anda belum dapat masuk. Silakan coba masuk kembali beberapa saat lagi.',
};

/** The page's wording and status for an error of the code exchange (or a missing code). */
export async function describeConnectFailure(
  error: unknown,
  loginHref: string,
  signal: AbortSignal,
): Promise<ConnectFailure> {
  let status = 503;
  let text = UNAVAILABLE;
  if (error === null || (isApiError(error) && [400, 404, 410].includes(error.httpStatus))) {
    status = error === null ? 400 : (error as { httpStatus: number }).httpStatus;
    text = INVALID_LINK;
  } else if (isApiError(error) && error.httpStatus === 429) {
    status = 429;
    text = { title: 'Terlalu banyak percobaan', message: error.message };
  }
  const [info, categories] = await Promise.all([
    // The page still explains itself without the footer's contact details.
    loadSiteInfo(signal).catch(() => null),
    loadMenuCategories(signal),
  ]);
  return {
    status,
    ...text,
    info,
    categories,
    memberUrl: env.MEMBER_URL,
    year: currentYear(),
    loginHref,
  };
}
