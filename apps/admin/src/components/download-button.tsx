import { whileSending } from '@sbc/ui/while-sending';
import type { FileDownload } from '@sbc/api-client';
import { useState } from 'react';
import { describeError } from '../lib/errors';
import { saveDownload } from '../lib/download';
import { DownloadIcon } from './icons';
import { Spinner } from './spinner';
import { secondaryButtonClass } from './styles';
import { useToast } from './toast';

/** Props of {@link DownloadButton}. */
export interface DownloadButtonProps {
  /** Fetches the file (an export call of the admin client). */
  download: () => Promise<FileDownload>;
  /** Used when the server names no file. */
  fallbackName: string;
  children: string;
  className?: string;
}

/** Fetches an export and saves it under the server's file name; failures become a toast. */
export function DownloadButton({
  download,
  fallbackName,
  children,
  className,
}: DownloadButtonProps) {
  const [isBusy, setIsBusy] = useState(false);
  const toast = useToast();
  async function handleClick() {
    setIsBusy(true);
    try {
      const name = saveDownload(await download(), fallbackName);
      toast({ tone: 'success', title: 'Berkas diunduh', description: name });
    } catch (error) {
      toast({ tone: 'error', title: 'Gagal mengunduh', description: describeError(error).message });
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <button
      type="button"
      {...whileSending(isBusy, () => void handleClick())}
      aria-busy={isBusy || undefined}
      className={className ?? secondaryButtonClass}
    >
      {isBusy ? <Spinner /> : <DownloadIcon className="size-4" />}
      {children}
    </button>
  );
}
