import { whileSending } from '@sbc/ui/while-sending';
import { Dialog } from '@sbc/ui/dialog';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Badge } from '../../components/badge';
import { Spinner } from '../../components/spinner';
import { inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import type { ActionResult } from './action-result';
import { TaxonomyDeleteButton } from './taxonomy-delete';
import { useActionToast } from './use-action-toast';

/** A category or tag as the taxonomy page shows it. */
export interface TaxonomyItem {
  id: number;
  title: string;
  permalink: string;
  post_count: number;
  is_system?: boolean;
}

const small = 'min-h-9 px-3 py-1 text-xs';

/** Props of {@link TaxonomyRow}. */
export interface TaxonomyRowProps {
  kind: 'category' | 'tag';
  noun: string;
  item: TaxonomyItem;
  /** The others of its kind; the system ones among them are never offered as a merge target. */
  others: TaxonomyItem[];
}

/** One category or tag: rename in place, merge into another, delete when unused (see {@link TaxonomyDeleteButton}). */
export function TaxonomyRow({ kind, noun, item, others }: TaxonomyRowProps) {
  const rename = useFetcher<ActionResult>();
  const merge = useFetcher<ActionResult>();
  // Editing since a moment; a successful rename after it closes the form.
  const [editingSince, setEditingSince] = useState<number | null>(null);
  const isEditing = editingSince !== null && !(rename.data?.ok && rename.data.at > editingSince);
  const [isMerging, setIsMerging] = useState(false);
  const Noun = `${noun[0]?.toUpperCase()}${noun.slice(1)}`;
  // A system category takes in no other's posts: they would become testimonials, banners or the site alert.
  const mergeTargets = others.filter((o) => !o.is_system);
  // What the permalink field holds now: a change from the saved one sends the old address on to it.
  const [permalink, setPermalink] = useState(item.permalink);
  const isPermalinkChanged = isEditing && permalink.trim() !== item.permalink;
  const permalinkHintId = `permalink-${kind}-${item.id}-hint`;
  useActionToast(rename.data, `${Noun} tidak dapat disimpan`);
  useActionToast(merge.data, `${Noun} tidak dapat digabungkan`);
  const renameErrors = rename.data && !rename.data.ok ? rename.data.fieldErrors : {};

  return (
    <li className="border-line border-t px-4 py-3">
      {isEditing ? (
        <rename.Form method="post" noValidate className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <input type="hidden" name="intent" value={`update-${kind}`} />
          <input type="hidden" name="id" value={item.id} />
          <div>
            <label className="sr-only" htmlFor={`title-${kind}-${item.id}`}>
              Nama {noun}
            </label>
            <input id={`title-${kind}-${item.id}`} name="title" defaultValue={item.title} required maxLength={120} className={inputClass} />
            {renameErrors.title ? <p className="text-danger mt-1 text-xs">{renameErrors.title}</p> : null}
          </div>
          <div>
            <label className="sr-only" htmlFor={`permalink-${kind}-${item.id}`}>
              Permalink {noun}
            </label>
            <input
              id={`permalink-${kind}-${item.id}`}
              name="permalink"
              value={permalink}
              onChange={(e) => setPermalink(e.target.value)}
              disabled={item.is_system}
              maxLength={200}
              className={inputClass}
              aria-invalid={renameErrors.permalink ? true : undefined}
              aria-describedby={isPermalinkChanged ? permalinkHintId : undefined}
            />
            {renameErrors.permalink ? <p className="text-danger mt-1 text-xs">{renameErrors.permalink}</p> : null}
            {isPermalinkChanged ? (
              <p id={permalinkHintId} role="status" className="text-ink-muted mt-1 text-xs">
                Alamat lama akan dialihkan ke permalink baru.
              </p>
            ) : null}
          </div>
          <div className="flex gap-1.5">
            <button type="submit" className={`${primaryButtonClass} ${small}`} {...whileSending(rename.state !== 'idle')}>
              {rename.state !== 'idle' ? <Spinner /> : null}
              Simpan
            </button>
            <button type="button" className={`${secondaryButtonClass} ${small}`} onClick={() => setEditingSince(null)}>
              Batal
            </button>
          </div>
        </rename.Form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <p className="text-ink font-semibold">
              {item.title} {item.is_system ? <Badge tone="neutral">Sistem</Badge> : null}
            </p>
            <p className="text-ink-muted text-xs">
              {item.permalink} · {item.post_count} artikel
            </p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <button type="button" className={`${secondaryButtonClass} ${small}`} onClick={() => {
                setPermalink(item.permalink);
                setEditingSince(Date.now());
              }}>
              Ubah nama
            </button>
            {item.is_system ? null : (
              <>
                {mergeTargets.length > 0 ? (
                  <button type="button" className={`${secondaryButtonClass} ${small}`} onClick={() => setIsMerging(true)}>
                    Gabungkan
                  </button>
                ) : null}
                <TaxonomyDeleteButton
                  kind={kind}
                  noun={noun}
                  item={item}
                  className={`${secondaryButtonClass} ${small} text-danger`}
                  onMerge={mergeTargets.length > 0 ? () => setIsMerging(true) : undefined}
                />
              </>
            )}
          </div>
        </div>
      )}
      <Dialog
        open={isMerging}
        onOpenChange={setIsMerging}
        title={`Gabungkan “${item.title}”`}
        description={`Semua artikel ${noun} ini (${item.post_count}) dipindahkan ke ${noun} tujuan, lalu “${item.title}” dihapus. Alamat lamanya dialihkan ke ${noun} tujuan.`}
      >
        <merge.Form method="post" onSubmit={() => setIsMerging(false)} className="space-y-4">
          <input type="hidden" name="intent" value={`merge-${kind}`} />
          <input type="hidden" name="id" value={item.id} />
          <div>
            <label htmlFor={`into-${kind}-${item.id}`} className={labelClass}>
              {`${Noun} tujuan`}
            </label>
            <select id={`into-${kind}-${item.id}`} name="into_id" required className={`${inputClass} mt-1.5`}>
              {mergeTargets.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title} ({o.post_count})
                </option>
              ))}
            </select>
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className={secondaryButtonClass} onClick={() => setIsMerging(false)}>
              Batal
            </button>
            <button type="submit" className={primaryButtonClass}>
              Gabungkan
            </button>
          </div>
        </merge.Form>
      </Dialog>
    </li>
  );
}
