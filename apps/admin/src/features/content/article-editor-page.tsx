import { whileSending } from '@sbc/ui/while-sending';
import { cx } from '@sbc/ui/class-names';
import { useId, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { useLeaveGuard } from '../../components/leave-guard';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { cardClass, linkClass, primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { env } from '../../env';
import { adminApi } from '../../lib/api';
import { useAdminProfile } from '../../lib/profile';
import { failureMessage, fieldErrorsOf } from './action-result';
import { articleBody, draftOf, errorsAfterChange, hasUnsavedChanges, publishTime, type ArticleDraft } from './article-draft';
import type { ArticleEditorData } from './article-editor-route';
import { ArticleFields } from './article-fields';
import { ArticlePreview } from './article-preview';
import { ArticleDetails } from './article-details';
import { STATE_LABELS } from './labels';
import { PublishBox } from './publish-box';
import type { Article } from './types';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The page of one post; remounted (fresh state) when another post is opened. */
export function ArticleEditorPage() {
  const loaded = useLoaderData<ArticleEditorData>();
  return <ArticleEditor key={loaded.article?.id ?? 'new'} {...loaded} />;
}

function ArticleEditor({ article: initial, categories, tags }: ArticleEditorData) {
  const profile = useAdminProfile();
  const navigate = useNavigate();
  const toast = useToast();
  const [article, setArticle] = useState<Article | null>(initial);
  const [draft, setDraft] = useState<ArticleDraft>(() => draftOf(initial, profile?.profile.name ?? '', nowSeconds()));
  // What the stored post holds, as the editor holds it: leaving with anything else asks first.
  const [lastSaved, setLastSaved] = useState<ArticleDraft>(draft);
  const leaveGuard = useLeaveGuard(hasUnsavedChanges(draft, lastSaved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isPreview, setIsPreview] = useState(false);
  const formId = useId();

  const update = (change: Partial<ArticleDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setErrors((current) => errorsAfterChange(current, change));
    // The message over the form goes with the last marked field the admin corrects.
    const left = errorsAfterChange(errors, change);
    if (left !== errors && Object.keys(left).length === 0) setFailure(null);
  };

  async function save(state: ArticleDraft['state']) {
    // The chosen state shows only once saved: a refused "Terbitkan" leaves the post as it was.
    const next = { ...draft, state };
    const time = publishTime(next, article, nowSeconds());
    const early = {
      ...(time.error ? { published_at: time.error } : {}),
      ...(next.categoryId === null ? { category_id: 'Pilih kategori' } : {}),
      ...(next.title.trim() ? {} : { title: 'Wajib diisi' }),
    };
    if (Object.keys(early).length) {
      setErrors(early);
      setFailure(time.error ?? 'Periksa kembali isian yang ditandai.');
      return;
    }
    setIsSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const body = articleBody(next, time.seconds);
      const saved = article
        ? await adminApi.updateArticle({ body: { ...body, id: article.id } })
        : await adminApi.createArticle({ body });
      toast({
        tone: 'success',
        title: saved.state === 'published' ? 'Artikel diterbitkan' : saved.state === 'scheduled' ? 'Artikel dijadwalkan' : 'Artikel disimpan',
        description: `“${saved.title}” · ${STATE_LABELS[saved.state]}`,
      });
      if (saved.old_address_of) {
        // The address used to forward readers of another post (its old permalink); it no longer does.
        toast({
          tone: 'info',
          title: 'Alamat lama artikel lain kini dipakai',
          description: `/blog/${saved.permalink} dulu mengalihkan pembaca ke “${saved.old_address_of.title}”. Kini alamat itu membuka artikel ini.`,
        });
      }
      if (!article) {
        // Saved: the post's own page opens without asking.
        leaveGuard.allowLeaving();
        navigate(paths.contentArticle.href(saved.id), { replace: true });
        return;
      }
      setArticle(saved);
      const stored = { permalink: saved.permalink, excerpt: saved.excerpt, state: saved.state, cover: { kind: 'keep' } } as const;
      setLastSaved({ ...next, ...stored });
      setDraft((d) => ({ ...d, ...stored }));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const message = failureMessage(error, fields);
      setErrors(fields);
      setFailure(message);
      toast({ tone: 'error', title: 'Artikel belum tersimpan', description: message });
    } finally {
      setIsSaving(false);
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void save(draft.state);
  }

  const categoryTitle = categories.find((c) => c.id === draft.categoryId)?.title ?? 'Kategori';
  const coverUrl = draft.cover.kind === 'new' ? draft.cover.dataUrl : draft.cover.kind === 'keep' ? (article?.cover_image ?? null) : null;
  const publicUrl = article && article.state === 'published' ? `${env.WEB_URL}/blog/${article.permalink}` : null;
  const publishedAt = publishTime(draft, article, nowSeconds()).seconds ?? nowSeconds();

  return (
    <div>
      <PageHeader
        documentTitle={article ? `Ubah: ${article.title}` : 'Tulis artikel'}
        title={article ? 'Ubah artikel' : 'Tulis artikel'}
        back={{ to: paths.content.href(), label: 'Daftar artikel' }}
        description={
          publicUrl ? (
            <a href={publicUrl} target="_blank" rel="noreferrer" className={linkClass}>
              Lihat di situs: /blog/{article?.permalink}
            </a>
          ) : article ? (
            `Status: ${STATE_LABELS[article.state]}`
          ) : (
            'Artikel baru tersimpan sebagai privat sampai diterbitkan.'
          )
        }
        actions={
          <div role="group" aria-label="Tampilan" className="bg-surface ring-line flex gap-1 rounded-full p-1 ring-1">
            {[
              { label: 'Tulis', preview: false },
              { label: 'Pratinjau', preview: true },
            ].map((v) => (
              <button
                key={v.label}
                type="button"
                aria-pressed={isPreview === v.preview}
                onClick={() => setIsPreview(v.preview)}
                className={cx(
                  'min-h-9 rounded-full px-4 text-sm font-semibold',
                  isPreview === v.preview ? 'bg-brand text-ink-inverse' : 'text-brand-800 hover:bg-brand-50',
                )}
              >
                {v.label}
              </button>
            ))}
          </div>
        }
      />
      {leaveGuard.dialog}
      {failure ? (
        <p role="alert" className="bg-danger-soft text-danger mb-4 rounded-xl px-4 py-3 text-sm">
          {failure}
        </p>
      ) : null}
      {isPreview ? (
        <ArticlePreview
          title={draft.title}
          excerpt={draft.excerpt}
          html={draft.html}
          coverUrl={coverUrl}
          categoryTitle={categoryTitle}
          authorName={draft.authorName}
          publishedAt={publishedAt}
          tags={draft.tags}
        />
      ) : null}
      <form id={formId} onSubmit={handleSubmit} noValidate className={cx('grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]', isPreview && 'hidden')}>
        <div className={`${cardClass} space-y-5 p-5 md:p-6`}>
          <ArticleFields draft={draft} onChange={update} errors={errors} isNew={!article} />
        </div>
        <aside className="space-y-5">
          <div className={`${cardClass} space-y-4 p-5`}>
            <PublishBox draft={draft} onChange={update} error={errors.published_at} />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={primaryButtonClass} {...whileSending(isSaving)}>
                {isSaving ? <Spinner /> : null}
                {isSaving ? 'Menyimpan…' : 'Simpan'}
              </button>
              {draft.state !== 'published' ? (
                <button type="button" className={secondaryButtonClass} {...whileSending(isSaving, () => void save('published'))}>
                  Terbitkan sekarang
                </button>
              ) : null}
            </div>
          </div>
          <div className={`${cardClass} space-y-5 p-5`}>
            <ArticleDetails
              draft={draft}
              onChange={update}
              errors={errors}
              categories={categories}
              tagTitles={tags.map((t) => t.title)}
              currentCoverUrl={article?.cover_image ?? null}
            />
          </div>
        </aside>
      </form>
    </div>
  );
}
