import { type NewsItem } from '@sbc/contract';
import { categories, news } from '../../db/schema';
import { coverSrcset } from '../../services/cover-sizes';
import { type Storage } from '../../services/storage';

/** The columns every post list selects, joined with its category. */
export const newsItemColumns = {
  id: news.id,
  permalink: news.permalink,
  title: news.title,
  excerpt: news.excerpt,
  coverImage: news.coverImage,
  coverWidths: news.coverWidths,
  contentType: news.contentType,
  visibility: news.visibility,
  section: news.section,
  videoUrl: news.videoUrl,
  categoryId: news.categoryId,
  categoryTitle: categories.title,
  categoryPermalink: categories.permalink,
  authorName: news.authorName,
  publishedAt: news.publishedAt,
  views: news.views,
};

type NewsRow = typeof news.$inferSelect;
export type NewsItemRow = Pick<
  NewsRow,
  | 'id'
  | 'permalink'
  | 'title'
  | 'excerpt'
  | 'coverImage'
  | 'coverWidths'
  | 'contentType'
  | 'visibility'
  | 'section'
  | 'videoUrl'
  | 'categoryId'
  | 'authorName'
  | 'publishedAt'
  | 'views'
> & { categoryTitle: string; categoryPermalink: string };

export const toUnix = (d: Date): number => Math.floor(d.getTime() / 1000);

/** A stored image key becomes its public URL; nothing stays nothing. */
export function mediaUrl(storage: Storage, key: string | null): string | null {
  return key ? storage.url(key) : null;
}

export function toNewsItem(row: NewsItemRow, storage: Storage): NewsItem {
  return {
    id: row.id,
    news_permalink: row.permalink,
    news_title: row.title,
    news_excerpt: row.excerpt,
    news_image: mediaUrl(storage, row.coverImage),
    news_image_srcset: coverSrcset(storage, row.coverImage, row.coverWidths),
    news_content_type: row.contentType,
    news_visibility: row.visibility,
    news_section: row.section,
    news_video_url: row.videoUrl,
    category_id: row.categoryId,
    category_title: row.categoryTitle,
    category_permalink: row.categoryPermalink,
    author_name: row.authorName,
    published_at: toUnix(row.publishedAt),
    views: row.views,
  };
}
