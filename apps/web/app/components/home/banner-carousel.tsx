import { Carousel } from '@sbc/ui/carousel';
import { Link } from 'react-router';
import type { HomeBanner } from '../../lib/home-types';
import { BANNER_SIZES } from '../../lib/image-sizes';
import { ArrowRightIcon } from '../icons';

function BannerSlide({ banner, isFirst }: { banner: HomeBanner; isFirst: boolean }) {
  return (
    <article className="group bg-brand-900 relative aspect-[4/3] w-full overflow-hidden sm:aspect-[16/9] md:aspect-[21/9] md:rounded-2xl">
      {banner.image ? (
        <img
          src={banner.image}
          srcSet={banner.imageSrcset ?? undefined}
          sizes={banner.imageSrcset ? BANNER_SIZES : undefined}
          alt=""
          width={960}
          height={540}
          // The first slide is the page's largest image: fetch it at once, the others when needed.
          loading={isFirst ? 'eager' : 'lazy'}
          fetchPriority={isFirst ? 'high' : undefined}
          decoding={isFirst ? 'sync' : 'async'}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="from-brand-700 via-brand to-brand-950 absolute inset-0 bg-linear-to-br"
        />
      )}
      <div className="from-brand-950/95 via-brand-950/55 md:via-brand-950/60 absolute inset-0 bg-linear-to-t to-transparent md:bg-linear-to-r" />
      <div className="relative flex h-full flex-col justify-end p-5 pb-14 text-white sm:p-8 sm:pb-16 md:max-w-2xl md:justify-center md:px-20 md:py-12">
        <h2 className="text-2xl leading-tight font-bold sm:text-3xl md:text-4xl">
          <Link
            to={`/blog/${banner.permalink}`}
            className="rounded after:absolute after:inset-0 after:content-['']"
          >
            {banner.title}
          </Link>
        </h2>
        <p className="text-brand-100 mt-3 line-clamp-2 max-w-xl text-sm sm:text-base md:line-clamp-3">
          {banner.excerpt}
        </p>
        <span
          aria-hidden="true"
          className="text-brand mt-5 hidden items-center gap-2 self-start rounded-full bg-white px-5 py-2.5 text-sm font-semibold shadow transition group-hover:gap-3 sm:inline-flex"
        >
          Selengkapnya <ArrowRightIcon className="h-4 w-4" />
        </span>
      </div>
    </article>
  );
}

/** The home page's opening: posts of category `banner`, one per slide, changing every 10 s. */
export function BannerCarousel({ banners }: { banners: HomeBanner[] }) {
  return (
    <section aria-label="Sorotan utama" className="focus-inverse bg-brand-950 md:py-6">
      <div className="mx-auto max-w-6xl md:px-4">
        <Carousel
          variant="banner"
          label="Sorotan utama"
          items={banners}
          itemKey={(banner) => banner.id}
          renderItem={(banner, index) => <BannerSlide banner={banner} isFirst={index === 0} />}
        />
      </div>
    </section>
  );
}
