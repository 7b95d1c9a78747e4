import { slugify } from '@sbc/format/slug';
import { TextArea } from '../../components/form-fields';
import { inputClass, labelClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import type { ArticleDraft } from './article-draft';
import { ArticleBodyField } from './article-body-field';

/** Props of {@link ArticleFields}. */
export interface ArticleFieldsProps {
  draft: ArticleDraft;
  onChange: (change: Partial<ArticleDraft>) => void;
  errors: Record<string, string>;
  isNew: boolean;
}

/** Title, permalink (suggested from the title until edited), excerpt, body and video link. */
export function ArticleFields({ draft, onChange, errors, isNew }: ArticleFieldsProps) {
  return (
    <>
      <TextField
        name="title"
        label="Judul"
        required
        maxLength={200}
        value={draft.title}
        error={errors.title}
        onChange={(e) => {
          const title = e.target.value;
          onChange(draft.isPermalinkEdited ? { title } : { title, permalink: slugify(title) });
        }}
      />
      <div>
        <label htmlFor="field-permalink" className={labelClass}>
          Permalink
        </label>
        <div className="mt-1.5 flex items-stretch">
          <span className="border-line bg-surface-muted text-ink-muted inline-flex items-center rounded-l-xl border border-r-0 px-3 text-sm">
            /blog/
          </span>
          <input
            id="field-permalink"
            name="permalink"
            value={draft.permalink}
            maxLength={200}
            onChange={(e) => onChange({ permalink: e.target.value.toLowerCase(), isPermalinkEdited: true })}
            className={`${inputClass} rounded-l-none`}
            aria-invalid={errors.permalink ? true : undefined}
            aria-describedby="field-permalink-hint"
          />
        </div>
        {errors.permalink ? <p className="text-danger mt-1.5 text-sm">{errors.permalink}</p> : null}
        <p id="field-permalink-hint" className="text-ink-subtle mt-1.5 text-xs">
          {isNew
            ? 'Dibuat dari judul; boleh diubah. Huruf kecil, angka, dan tanda hubung.'
            : 'Jika permalink diubah, alamat lama akan dialihkan ke permalink baru.'}
        </p>
      </div>
      <TextArea
        name="excerpt"
        label="Ringkasan"
        rows={3}
        maxLength={500}
        value={draft.excerpt}
        onChange={(e) => onChange({ excerpt: e.target.value })}
        error={errors.excerpt}
        hint="Kosongkan untuk memakai awal isi artikel."
      />
      <ArticleBodyField initialHtml={draft.html} onChange={(html) => onChange({ html })} error={errors.content} />
      {draft.contentType === 'video' || draft.videoUrl ? (
        <TextField
          name="video_url"
          label="Tautan video"
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={draft.videoUrl}
          error={errors.video_url}
          hint="Video YouTube dan berkas MP4 atau WebM yang tersimpan di media situs (seperti video demo) diputar di halaman artikel; alamat lain tampil sebagai tautan."
          onChange={(e) => onChange({ videoUrl: e.target.value })}
        />
      ) : null}
    </>
  );
}
