import { Link } from 'react-router';
import { personInitials } from '../../lib/community';
import type { HomeTestimonial } from '../../lib/home-types';
import { AVATAR_SIZES } from '../../lib/image-sizes';

/**
 * A member's story: the quote, who said it, and a link to the whole story. Two cards share a
 * phone's width (SPEC section 9): below `sm` the picture stands above the name, which wraps.
 */
export function TestimonialCard({ testimonial }: { testimonial: HomeTestimonial }) {
  return (
    // A white card on the dark band: the dark focus ring, not the band's light one.
    <figure className="bg-surface text-ink flex w-full flex-col rounded-2xl p-4 shadow-lg [--focus-ring:var(--color-focus)] sm:p-6">
      <span aria-hidden="true" className="text-brand-300 font-serif text-5xl leading-none">
        “
      </span>
      <blockquote className="mt-1 flex-1">
        <p className="text-ink-muted line-clamp-6 text-[0.9375rem] leading-relaxed">
          {testimonial.quote}
        </p>
      </blockquote>
      <figcaption className="border-line mt-5 flex flex-col items-start gap-2 border-t pt-4 sm:flex-row sm:items-center sm:gap-3">
        {testimonial.image ? (
          <img
            src={testimonial.image}
            srcSet={testimonial.imageSrcset ?? undefined}
            sizes={testimonial.imageSrcset ? AVATAR_SIZES : undefined}
            alt=""
            width={44}
            height={44}
            loading="lazy"
            className="h-11 w-11 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="bg-brand-100 text-brand-800 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-sm font-bold"
          >
            {personInitials(testimonial.author)}
          </span>
        )}
        <span className="min-w-0">
          <span className="text-ink block font-semibold break-words sm:truncate">
            {testimonial.author}
          </span>
          <Link
            to={`/blog/${testimonial.permalink}`}
            className="text-brand-700 line-clamp-2 text-sm hover:underline sm:line-clamp-1"
          >
            {testimonial.title}
          </Link>
        </span>
      </figcaption>
    </figure>
  );
}
