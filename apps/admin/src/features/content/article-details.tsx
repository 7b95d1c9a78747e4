import { SelectField } from '../../components/form-fields';
import { TextField } from '../../components/text-field';
import type { ArticleDraft } from './article-draft';
import { CoverField } from './cover-field';
import { SECTION_LABELS, TYPE_LABELS } from './labels';
import { TagInput } from './tag-input';
import type { BlogSection, Category, ContentType } from './types';

/** Props of {@link ArticleDetails}. */
export interface ArticleDetailsProps {
  draft: ArticleDraft;
  onChange: (change: Partial<ArticleDraft>) => void;
  errors: Record<string, string>;
  categories: Category[];
  tagTitles: string[];
  currentCoverUrl: string | null;
}

/** Cover, category, blog section, type, tags, editor's choice and author. */
export function ArticleDetails({ draft, onChange, errors, categories, tagTitles, currentCoverUrl }: ArticleDetailsProps) {
  return (
    <>
      <CoverField currentUrl={currentCoverUrl} change={draft.cover} onChange={(cover) => onChange({ cover })} error={errors.cover_image} />
      <SelectField
        id="field-category"
        name="category_id"
        label="Kategori"
        required
        value={draft.categoryId ?? ''}
        error={errors.category_id}
        onChange={(e) => onChange({ categoryId: e.target.value ? Number(e.target.value) : null })}
      >
        <option value="">Pilih kategori…</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="field-section"
        name="section"
        label="Rubrik blog"
        value={draft.section}
        error={errors.section}
        onChange={(e) => onChange({ section: e.target.value as BlogSection | '' })}
      >
        <option value="">Tanpa rubrik</option>
        {Object.entries(SECTION_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="field-type"
        name="content_type"
        label="Jenis konten"
        value={draft.contentType}
        error={errors.content_type}
        onChange={(e) => onChange({ contentType: e.target.value as ContentType })}
      >
        {Object.entries(TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TagInput value={draft.tags} onChange={(tags) => onChange({ tags })} suggestions={tagTitles} error={errors.tags} />
      <label className="flex cursor-pointer items-start gap-2.5">
        <input
          type="checkbox"
          checked={draft.isEditorChoice}
          onChange={(e) => onChange({ isEditorChoice: e.target.checked })}
          className="accent-brand mt-1 size-4"
        />
        <span>
          <span className="text-ink block text-sm font-semibold">Pilihan editor</span>
          <span className="text-ink-muted block text-xs">Tampil di bagian Pilihan Editor di beranda.</span>
        </span>
      </label>
      <TextField
        name="author_name"
        label="Nama penulis"
        required
        maxLength={120}
        value={draft.authorName}
        error={errors.author_name}
        onChange={(e) => onChange({ authorName: e.target.value })}
      />
    </>
  );
}
