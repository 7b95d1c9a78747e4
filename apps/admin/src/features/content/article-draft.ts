import type { ArticleInput } from '@sbc/contract';
import type { CoverChange } from './cover-field';
import type { Article, ArticleState, BlogSection, ContentType } from './types';
import { fromWibInput, toWibInput } from './wib-datetime';

/** Everything the editor holds before saving. */
export interface ArticleDraft {
  title: string;
  permalink: string;
  /** Whether the admin typed the permalink (then the title no longer suggests one). */
  isPermalinkEdited: boolean;
  excerpt: string;
  html: string;
  categoryId: number | null;
  section: BlogSection | '';
  contentType: ContentType;
  videoUrl: string;
  isEditorChoice: boolean;
  authorName: string;
  tags: string[];
  state: ArticleState;
  /** `datetime-local` value in WIB, for a scheduled post. */
  scheduleAt: string;
  cover: CoverChange;
}

const HOUR = 3600;

/** The editor's starting point: the stored post, or an empty private draft. */
export function draftOf(article: Article | null, authorName: string, nowSeconds: number): ArticleDraft {
  return {
    title: article?.title ?? '',
    permalink: article?.permalink ?? '',
    isPermalinkEdited: article !== null,
    excerpt: article?.excerpt ?? '',
    html: article?.content ?? '',
    categoryId: article?.category_id ?? null,
    section: article?.section ?? '',
    contentType: article?.content_type ?? 'article',
    videoUrl: article?.video_url ?? '',
    isEditorChoice: article?.editor_choice ?? false,
    authorName: article?.author_name ?? authorName,
    tags: article?.tags.map((t) => t.tag_title) ?? [],
    state: article?.state ?? 'private',
    scheduleAt: toWibInput(article?.state === 'scheduled' ? article.published_at : nowSeconds + 24 * HOUR),
    cover: { kind: 'keep' },
  };
}

/**
 * Whether the editor holds something the stored post (or the last save) does not: what leaving
 * the page would lose. A schedule time counts only while "Terjadwal" is chosen.
 */
export function hasUnsavedChanges(draft: ArticleDraft, saved: ArticleDraft): boolean {
  return (Object.keys(draft) as (keyof ArticleDraft)[]).some((key) => {
    switch (key) {
      case 'isPermalinkEdited':
        return false;
      case 'scheduleAt':
        return draft.state === 'scheduled' && draft.scheduleAt !== saved.scheduleAt;
      case 'tags':
        return draft.tags.join('\n') !== saved.tags.join('\n');
      case 'cover':
        return draft.cover.kind !== saved.cover.kind || (draft.cover.kind === 'new' && saved.cover.kind === 'new' && draft.cover.dataUrl !== saved.cover.dataUrl);
      default:
        return draft[key] !== saved[key];
    }
  });
}

/** The time a save publishes at: kept for a live post, now for a new publication, the chosen time for a schedule. */
export function publishTime(
  draft: Pick<ArticleDraft, 'state' | 'scheduleAt'>,
  article: Pick<Article, 'state' | 'published_at'> | null,
  nowSeconds: number,
): { seconds?: number; error?: string } {
  if (draft.state === 'scheduled') {
    const at = fromWibInput(draft.scheduleAt);
    if (at === null) return { error: 'Isi tanggal dan jam terbit' };
    if (at <= nowSeconds) return { error: 'Waktu terbit terjadwal harus di masa depan' };
    return { seconds: at };
  }
  if (draft.state === 'published') return { seconds: article?.state === 'published' ? article.published_at : nowSeconds };
  return { seconds: article?.published_at };
}

/** The request fields (and so the error keys) each editor field is sent as. */
const FIELDS_OF: Record<keyof ArticleDraft, readonly string[]> = {
  title: ['title'],
  permalink: ['permalink'],
  isPermalinkEdited: [],
  excerpt: ['excerpt'],
  html: ['content'],
  categoryId: ['category_id'],
  section: ['section'],
  contentType: ['content_type', 'video_url'],
  videoUrl: ['video_url'],
  isEditorChoice: ['editor_choice'],
  authorName: ['author_name'],
  tags: ['tags'],
  state: ['published_at', 'visibility'],
  scheduleAt: ['published_at'],
  cover: ['cover_image', 'remove_cover'],
};

/**
 * The field errors left once `change` is made: a field the admin has just changed no longer shows
 * the error of the last attempt (the next save checks it again). Answers `errors` itself when
 * nothing of it changes.
 */
export function errorsAfterChange(
  errors: Readonly<Record<string, string>>,
  change: Partial<ArticleDraft>,
): Record<string, string> {
  const cleared = new Set(Object.keys(change).flatMap((key) => FIELDS_OF[key as keyof ArticleDraft] ?? []));
  if (!Object.keys(errors).some((field) => cleared.has(field))) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !cleared.has(field)));
}

/** The body of `createArticle` / `updateArticle` for a draft (its time from {@link publishTime}). */
export function articleBody(draft: ArticleDraft, publishedAt: number | undefined): ArticleInput {
  return {
    title: draft.title,
    permalink: draft.permalink,
    excerpt: draft.excerpt,
    content: draft.html,
    ...(draft.cover.kind === 'new' ? { cover_image: draft.cover.dataUrl } : {}),
    ...(draft.cover.kind === 'remove' ? { remove_cover: true } : {}),
    category_id: draft.categoryId ?? '',
    section: draft.section,
    tags: draft.tags,
    content_type: draft.contentType,
    video_url: draft.videoUrl,
    editor_choice: draft.isEditorChoice,
    author_name: draft.authorName,
    visibility: draft.state === 'private' ? 'Private' : 'Public',
    ...(publishedAt === undefined ? {} : { published_at: publishedAt }),
  };
}
