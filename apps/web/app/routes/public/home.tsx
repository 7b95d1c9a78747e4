import { Carousel } from '@sbc/ui/carousel';
import { useRouteLoaderData } from 'react-router';
import { PostCard } from '../../components/blog/post-card';
import { ArticleMenu } from '../../components/home/article-menu';
import { BannerCarousel } from '../../components/home/banner-carousel';
import { EventCard } from '../../components/events/event-card';
import { HighlightCategoryCard } from '../../components/home/highlight-category-card';
import { HomeHero } from '../../components/home/home-hero';
import { HomeSection } from '../../components/home/home-section';
import { JoinCta } from '../../components/home/join-cta';
import { PopularList } from '../../components/home/popular-list';
import { TestimonialCard } from '../../components/home/testimonial-card';
import { VideoCard } from '../../components/home/video-card';
import { env } from '../../env.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { loadHomeData } from '../../lib/home-data.server';
import { CAROUSEL_CARD_SIZES } from '../../lib/image-sizes';
import { organizationJsonLd } from '../../lib/seo';
import { pageMeta } from '../../lib/seo-meta';
import type { loader as layoutLoader } from './layout';
import type { Route } from './+types/home';

const TITLE = 'SBC | Komunitas untuk Belajar, Berbagi, dan Bertumbuh';
const DESCRIPTION =
  'Situs resmi Komunitas SBC: kegiatan chapter di berbagai kota, event dan kajian, kelas daring, galeri kegiatan, serta artikel dakwah, motivasi, dan wawasan.';

export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await loadHomeData(request.signal)), siteUrl: env.WEB_URL };
}

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: TITLE }];
  const layout = matches.find((match) => match?.id === 'routes/public/layout');
  const info = (layout?.loaderData as Awaited<ReturnType<typeof layoutLoader>> | undefined)?.info;
  return [
    ...pageMeta({ title: TITLE, description: DESCRIPTION, url: `${loaderData.siteUrl}/` }),
    ...(info ? [{ 'script:ld+json': organizationJsonLd(loaderData.siteUrl, info) }] : []),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, events, newContent, popular, editorChoice, highlights, videos, testimonials } =
    loaderData;
  const categories =
    useRouteLoaderData<typeof layoutLoader>('routes/public/layout')?.categories ?? [];

  return (
    <>
      {banners.length > 0 ? (
        <>
          <h1 className="sr-only">Komunitas SBC: belajar, berbagi, dan bertumbuh bersama</h1>
          <BannerCarousel banners={banners} />
        </>
      ) : (
        <HomeHero />
      )}

      <HomeSection
        id="menu-artikel"
        title="Jelajahi Artikel"
        more={{ to: '/blog', label: 'Semua artikel' }}
      >
        <ArticleMenu categories={categories} />
      </HomeSection>

      {events.length > 0 ? (
        <HomeSection
          id="event-mendatang"
          tone="muted"
          title="Event Mendatang"
          description="Kajian, pelatihan, dan kegiatan sosial yang bisa Anda ikuti dalam waktu dekat."
          more={{ to: '/event', label: 'Semua event' }}
        >
          <Carousel
            label="Event mendatang"
            items={events}
            itemKey={(event) => event.id}
            renderItem={(event) => <EventCard event={event} />}
          />
        </HomeSection>
      ) : null}

      {newContent.length > 0 ? (
        <HomeSection
          id="konten-terbaru"
          title="Konten Terbaru"
          more={{ to: '/blog', label: 'Lihat semua' }}
        >
          <Carousel
            label="Konten terbaru"
            items={newContent}
            itemKey={(post) => post.id}
            renderItem={(post) => <PostCard post={post} compact imageSizes={CAROUSEL_CARD_SIZES} />}
          />
        </HomeSection>
      ) : null}

      {editorChoice.length > 0 || popular.posts.length > 0 ? (
        <div className="bg-surface-muted">
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:py-14 lg:grid-cols-3">
            {editorChoice.length > 0 ? (
              <section
                aria-labelledby="pilihan-editor"
                className={popular.posts.length > 0 ? 'lg:col-span-2' : 'lg:col-span-3'}
              >
                <h2
                  id="pilihan-editor"
                  className="text-brand-900 mb-6 text-2xl font-bold md:text-3xl"
                >
                  Pilihan Editor
                </h2>
                <ul
                  className={
                    popular.posts.length > 0
                      ? 'grid gap-6 sm:grid-cols-2'
                      : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4'
                  }
                >
                  {editorChoice.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {popular.posts.length > 0 ? (
              <section
                aria-labelledby="populer"
                className={editorChoice.length > 0 ? undefined : 'lg:col-span-3'}
              >
                <h2 id="populer" className="text-brand-900 mb-6 text-2xl font-bold md:text-3xl">
                  {popular.period === 'this-week' ? 'Populer Pekan Ini' : 'Populer Pekan Lalu'}
                </h2>
                <PopularList posts={popular.posts} />
              </section>
            ) : null}
          </div>
        </div>
      ) : null}

      {highlights.length > 0 ? (
        <HomeSection
          id="kategori-pilihan"
          title="Kategori Pilihan"
          description="Tema yang paling banyak dibaca anggota, dengan tulisan terbarunya."
          more={{ to: '/blog/category', label: 'Semua kategori' }}
        >
          <Carousel
            label="Kategori pilihan"
            items={highlights}
            itemKey={(category) => category.id}
            renderItem={(category) => <HighlightCategoryCard category={category} />}
          />
        </HomeSection>
      ) : null}

      {videos.length > 0 ? (
        <HomeSection
          id="video-populer"
          tone="muted"
          title="Video Populer"
          description="Video kajian, kelas, dan kegiatan Komunitas SBC."
          more={{ to: '/blog/category/video', label: 'Semua video' }}
        >
          <Carousel
            label="Video populer"
            items={videos}
            itemKey={(video) => video.id}
            renderItem={(video) => <VideoCard video={video} />}
          />
        </HomeSection>
      ) : null}

      {testimonials.length > 0 ? (
        <HomeSection
          id="testimoni"
          tone="brand"
          title="Kata Mereka tentang SBC"
          description="Cerita anggota yang tumbuh bersama komunitas."
        >
          <Carousel
            label="Testimoni anggota"
            items={testimonials}
            itemKey={(testimonial) => testimonial.id}
            renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
          />
        </HomeSection>
      ) : null}

      <JoinCta />
    </>
  );
}
