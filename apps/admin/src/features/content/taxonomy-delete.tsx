import { Dialog } from '@sbc/ui/dialog';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { ConfirmButton } from './confirm-button';
import type { TaxonomyItem } from './taxonomy-row';

/** Props of {@link TaxonomyDeleteButton}. */
export interface TaxonomyDeleteButtonProps {
  kind: 'category' | 'tag';
  noun: string;
  item: TaxonomyItem;
  className: string;
  /** Opens the merge dialog; absent when there is no other category or tag to merge into. */
  onMerge?: () => void;
}

/**
 * "Hapus" of a category or tag. An unused one is deleted after a confirmation. One that articles
 * still carry would only be refused (409), so its dialog says why and offers merging instead;
 * should the count be stale, the API's refusal is the toast.
 */
export function TaxonomyDeleteButton({
  kind,
  noun,
  item,
  className,
  onMerge,
}: TaxonomyDeleteButtonProps) {
  const [isExplaining, setIsExplaining] = useState(false);
  const Noun = `${noun[0]?.toUpperCase()}${noun.slice(1)}`;
  if (item.post_count === 0) {
    return (
      <ConfirmButton
        label="Hapus"
        failureTitle={`${Noun} tidak dapat dihapus`}
        className={className}
        title={`Hapus ${noun} “${item.title}”?`}
        description={`${Noun} ini tidak dipakai artikel mana pun.`}
        fields={{ intent: `delete-${kind}`, id: item.id }}
      />
    );
  }
  const used = `${Noun} ini masih dipakai ${item.post_count} artikel, jadi belum dapat dihapus.`;
  return (
    <>
      <button type="button" className={className} onClick={() => setIsExplaining(true)}>
        Hapus
      </button>
      <Dialog
        open={isExplaining}
        onOpenChange={setIsExplaining}
        title={`${Noun} “${item.title}” masih dipakai`}
        description={
          onMerge
            ? `${used} Gabungkan ke ${noun} lain: artikelnya ikut pindah, lalu ${noun} ini terhapus dan alamat lamanya dialihkan.`
            : `${used} Ganti ${noun} artikel-artikel itu di editor artikel terlebih dahulu.`
        }
      >
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setIsExplaining(false)}
          >
            Tutup
          </button>
          {onMerge ? (
            <button
              type="button"
              className={primaryButtonClass}
              onClick={() => {
                setIsExplaining(false);
                onMerge();
              }}
            >
              Gabungkan…
            </button>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
