import { useRef, useState } from 'react';
import { CheckCircleIcon, CopyIcon } from './event-icons';

/** A ready share link: the address to copy, a copy button, and a WhatsApp link carrying it. */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission (older browsers, plain http): select it for a manual copy.
      input.current?.select();
    }
  };
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  return (
    <div className="mt-3">
      <label htmlFor="tautan-berbagi" className="text-ink-muted text-sm">
        Tautan berbagi Anda
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id="tautan-berbagi"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="bg-surface-muted text-ink ring-field focus:ring-brand-500 h-11 min-w-0 flex-1 rounded-lg px-3 text-sm ring-1 outline-none focus:ring-2"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="bg-brand hover:bg-brand-700 inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-white"
        >
          {copied ? <CheckCircleIcon className="size-4" /> : <CopyIcon className="size-4" />}
          {copied ? 'Tersalin' : 'Salin'}
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? 'Tautan sudah disalin' : ''}
      </p>
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 flex items-center justify-center gap-2 rounded-full bg-[#128c4a] px-4 py-2.5 text-sm font-semibold text-white hover:bg-[#0f7a40]"
      >
        Bagikan lewat WhatsApp<span className="sr-only"> (tab baru)</span>
      </a>
    </div>
  );
}
