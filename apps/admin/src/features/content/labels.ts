import type { BadgeTone } from '../../components/badge';
import type { ArticleState, BlogSection, ContentType, SubscriberStatus } from './types';

export const STATE_LABELS: Record<ArticleState, string> = {
  published: 'Terbit',
  scheduled: 'Terjadwal',
  private: 'Privat',
};

export const STATE_TONES: Record<ArticleState, BadgeTone> = {
  published: 'success',
  scheduled: 'warning',
  private: 'neutral',
};

export const TYPE_LABELS: Record<ContentType, string> = {
  article: 'Artikel',
  video: 'Video',
  page: 'Halaman',
};

export const SECTION_LABELS: Record<BlogSection, string> = {
  'dakwah-renungan': 'Dakwah & Renungan',
  motivasi: 'Motivasi',
  'sejarah-wawasan': 'Sejarah & Wawasan',
};

export const SUBSCRIBER_LABELS: Record<SubscriberStatus, string> = {
  active: 'Aktif',
  pending: 'Menunggu konfirmasi',
  unsubscribed: 'Berhenti',
};
