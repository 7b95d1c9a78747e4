import type { NewsItem } from '@sbc/contract';
import { env } from '../env.server';
import { publicApi } from './api.server';
import { loadOptional, toCompactPostCard, toPostCard } from './blog-posts.server';
import { siteVideoFileUrl } from './blog-video';
import { toEventCardView } from './event-view.server';
import type {
  HomeBanner,
  HomeHighlightCategory,
  HomeHighlightPost,
  HomePopularPost,
  HomeTestimonial,
  HomeVideo,
} from './home-types';
import { loadPopularNews } from './popular-news';

/** Slides per carousel: enough for two full turns of four on wide screens. */
const CAROUSEL_SIZE = 8;
const BANNER_COUNT = 5;
const POPULAR_COUNT = 5;
const EDITOR_CHOICE_COUNT = 4;
const HIGHLIGHT_CATEGORY_COUNT = 6;
const POSTS_PER_HIGHLIGHT = 3;

const toBanner = (item: NewsItem): HomeBanner => ({
  id: item.id,
  permalink: item.news_permalink,
  title: item.news_title,
  excerpt: item.news_excerpt,
  image: item.news_image,
  imageSrcset: item.news_image_srcset,
});

const toTestimonial = (item: NewsItem): HomeTestimonial => ({
  id: item.id,
  permalink: item.news_permalink,
  title: item.news_title,
  quote: item.news_excerpt,
  author: item.author_name,
  image: item.news_image,
  imageSrcset: item.news_image_srcset,
});

// Each section gets only what it shows: the page carries its data to the browser, which decodes
// all of it before the page responds to a tap.
const toVideo = (item: NewsItem): HomeVideo => {
  const { id, permalink, title, image, imageSrcset, date, isoDate } = toCompactPostCard(item);
  const playsOnPost = siteVideoFileUrl(item.news_video_url, env.MEDIA_ORIGINS) !== null;
  return {
    id,
    permalink,
    title,
    image,
    imageSrcset,
    date,
    isoDate,
    videoUrl: playsOnPost ? null : item.news_video_url,
  };
};

const toHighlightPost = (item: NewsItem): HomeHighlightPost => ({
  id: item.id,
  permalink: item.news_permalink,
  title: item.news_title,
  image: item.news_image,
  imageSrcset: item.news_image_srcset,
});

const toPopularPost = (item: NewsItem): HomePopularPost => {
  const { id, permalink, title, categoryTitle, date, isoDate } = toCompactPostCard(item);
  return { id, permalink, title, categoryTitle, date, isoDate };
};

/**
 * Every section of the home page (ARCHITECTURE section 9), asked for in parallel. Each section
 * stands alone: one that fails is logged and left out, the rest of the page still shows.
 */
export async function loadHomeData(signal: AbortSignal) {
  const options = { signal };
  const articles = (body: Parameters<typeof publicApi.listArticles>[0]['body']) =>
    publicApi.listArticles({ body }, options).then((page) => page.data);

  const [banners, highlights, events, testimonials, newContent, popular, editorChoice, videos] =
    await Promise.all([
      loadOptional(
        'home banners',
        () => articles({ category_permalink: 'banner', perPage: BANNER_COUNT }),
        [],
      ),
      loadOptional(
        'home highlight categories',
        () =>
          publicApi.listHighlightCategories(
            { query: { limit: HIGHLIGHT_CATEGORY_COUNT } },
            options,
          ),
        [],
      ),
      loadOptional(
        'home upcoming events',
        () => publicApi.listEvents({ body: { when: 'upcoming', perPage: CAROUSEL_SIZE } }, options),
        { data: [], totalRecords: 0 },
      ),
      loadOptional(
        'home testimonials',
        () => articles({ category_permalink: 'testimoni', perPage: CAROUSEL_SIZE }),
        [],
      ),
      loadOptional(
        'home new content',
        () => publicApi.listNewContent({ body: { perPage: CAROUSEL_SIZE } }, options),
        { data: [], totalRecords: 0 },
      ),
      loadOptional(
        'home popular news',
        () =>
          loadPopularNews(
            () => publicApi.listPopularWeek({ body: { perPage: POPULAR_COUNT } }, options),
            () => publicApi.listPopularPrevWeek({ body: { perPage: POPULAR_COUNT } }, options),
          ),
        { items: [], period: 'this-week' as const },
      ),
      loadOptional(
        'home editor choice',
        () => articles({ editor_choice: 'true', perPage: EDITOR_CHOICE_COUNT }),
        [],
      ),
      loadOptional(
        'home videos',
        () => articles({ content_type: 'video', perPage: CAROUSEL_SIZE }),
        [],
      ),
    ]);

  const nowSeconds = Math.floor(Date.now() / 1000);
  return {
    banners: banners.map(toBanner),
    highlights: highlights.map((category): HomeHighlightCategory => ({
      id: category.id,
      title: category.category_title,
      permalink: category.category_permalink,
      description: category.category_description,
      total: category.total_news,
      posts: category.news.slice(0, POSTS_PER_HIGHLIGHT).map(toHighlightPost),
    })),
    events: events.data.map((event) => toEventCardView(event, nowSeconds)),
    testimonials: testimonials.map(toTestimonial),
    newContent: newContent.data.map(toCompactPostCard),
    popular: { period: popular.period, posts: popular.items.map(toPopularPost) },
    editorChoice: editorChoice.map(toPostCard),
    videos: videos.map(toVideo),
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHomeData>>;
