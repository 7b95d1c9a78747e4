import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { NewsletterStatus } from '../../routes/engagement/newsletter';

const NOTES: Partial<Record<NewsletterStatus, string>> = {
  active: 'Anda sudah berlangganan newsletter SBC.',
  pending: 'Langganan Anda menunggu konfirmasi: buka tautan di email yang kami kirim.',
};

/**
 * The reader's own newsletter state (`member/track-subscriber`, asked after the page is shown, as
 * the page is the same for everyone): a line above the form when subscribed or awaiting
 * confirmation; nothing otherwise.
 */
export function NewsletterStatusNote() {
  const { data, load } = useFetcher<{ status: NewsletterStatus }>();
  useEffect(() => {
    void load('/aksi/newsletter');
  }, [load]);
  const note = data ? NOTES[data.status] : undefined;
  if (!note) return null;
  return (
    <p role="status" className="bg-surface text-brand-900 ring-brand-100 mb-4 rounded-xl px-4 py-3 text-sm font-medium ring-1">
      {note}
    </p>
  );
}
