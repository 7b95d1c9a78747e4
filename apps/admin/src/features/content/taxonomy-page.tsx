import { whileSending } from '@sbc/ui/while-sending';
import { useFetcher, useLoaderData } from 'react-router';
import { FieldFoot, fieldDescription } from '../../components/form-fields';
import { useResetKey } from '../../lib/reset-key';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { cardClass, inputClass, primaryButtonClass } from '../../components/styles';
import type { ActionResult } from './action-result';
import type { TaxonomyLoaderData } from './taxonomy-route';
import { TaxonomyRow, type TaxonomyItem } from './taxonomy-row';
import { useActionToast } from './use-action-toast';

function CreateForm({ kind, noun }: { kind: 'category' | 'tag'; noun: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  const error = errors.title ?? errors.permalink;
  const isBusy = fetcher.state !== 'idle';
  const formKey = useResetKey(fetcher.data?.ok ? fetcher.data.at : undefined);
  const id = `new-${kind}`;
  return (
    <fetcher.Form method="post" noValidate key={formKey} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start">
      <input type="hidden" name="intent" value={`create-${kind}`} />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          Nama {noun} baru
        </label>
        <input id={id} name="title" required maxLength={120} placeholder={`Nama ${noun} baru`} className={inputClass} {...fieldDescription(id, error)} />
        <FieldFoot id={id} error={error} />
      </div>
      <button type="submit" className={primaryButtonClass} {...whileSending(isBusy)}>
        {isBusy ? <Spinner /> : null}
        Tambah {noun}
      </button>
    </fetcher.Form>
  );
}

function Section({ kind, noun, title, items }: { kind: 'category' | 'tag'; noun: string; title: string; items: TaxonomyItem[] }) {
  return (
    <section className={cardClass} aria-labelledby={`heading-${kind}`}>
      <h2 id={`heading-${kind}`} className="text-brand-900 px-4 pt-4 text-lg font-bold">
        {title} <span className="text-ink-muted text-sm font-normal">({items.length})</span>
      </h2>
      <CreateForm kind={kind} noun={noun} />
      <ul>
        {items.map((item) => (
          <TaxonomyRow key={item.id} kind={kind} noun={noun} item={item} others={items.filter((o) => o.id !== item.id)} />
        ))}
      </ul>
    </section>
  );
}

/** `/admin/content/taxonomy`: categories and tags side by side. */
export function TaxonomyPage() {
  const { categories, tags } = useLoaderData<TaxonomyLoaderData>();
  return (
    <div>
      <PageHeader
        documentTitle="Kategori & Tag"
        title="Kategori & Tag"
        description="Mengganti nama tidak mengubah permalink. Bila permalink diubah atau kategori/tag digabungkan, alamat lamanya dialihkan ke alamat baru. Kategori atau tag yang masih dipakai digabungkan, bukan dihapus."
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Section kind="category" noun="kategori" title="Kategori" items={categories} />
        <Section kind="tag" noun="tag" title="Tag" items={tags} />
      </div>
    </div>
  );
}
