import { cx } from '@sbc/ui/class-names';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../icons';

export interface HomeSectionProps {
  id: string;
  title: string;
  description?: string;
  more?: { to: string; label: string };
  /** Background band: white, a soft grey, or brand blue with white text. */
  tone?: 'plain' | 'muted' | 'brand';
  children: ReactNode;
}

/**
 * One band of the home page: a heading with an optional "see all" link, then its content.
 * The whole band is its own Suspense boundary, which nothing suspends: the server renders it in
 * place as usual, and in the browser React hydrates each band as a separate piece of work it can
 * pause between (instead of one long task for the whole page), so a tap during hydration is
 * answered sooner.
 */
export function HomeSection({
  id,
  title,
  description,
  more,
  tone = 'plain',
  children,
}: HomeSectionProps) {
  const brand = tone === 'brand';
  return (
    <Suspense fallback={null}>
      <section
        aria-labelledby={id}
        className={cx(
          tone === 'muted' && 'bg-surface-muted',
          brand && 'focus-inverse bg-brand text-ink-inverse',
        )}
      >
        <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
          <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
            <div className="max-w-2xl">
              <h2
                id={id}
                className={cx(
                  'text-2xl font-bold md:text-3xl',
                  brand ? 'text-white' : 'text-brand-900',
                )}
              >
                {title}
              </h2>
              {description ? (
                <p className={cx('mt-1', brand ? 'text-brand-100' : 'text-ink-muted')}>
                  {description}
                </p>
              ) : null}
            </div>
            {more ? (
              <Link
                to={more.to}
                className={cx(
                  'inline-flex items-center gap-1 text-sm font-semibold hover:underline',
                  brand ? 'text-white' : 'text-brand-700',
                )}
              >
                {more.label}
                <ArrowRightIcon className="h-4 w-4" />
              </Link>
            ) : null}
          </div>
          {children}
        </div>
      </section>
    </Suspense>
  );
}
