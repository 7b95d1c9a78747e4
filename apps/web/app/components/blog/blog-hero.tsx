import type { ReactNode } from 'react';
import { BlogNav } from './blog-nav';
import { BlogSearchForm } from './blog-search-form';

/** Props of {@link BlogHero}. */
export interface BlogHeroProps {
  /** Small label above the title ("Blog SBC", "Kategori", "Tag"). */
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** The current search text, kept in the search box. */
  query?: string;
}

/** The brand-blue band at the top of every blog list: title, introduction, search, blog menu. */
export function BlogHero({ eyebrow, title, intro, query }: BlogHeroProps) {
  return (
    <section className="focus-inverse from-brand-800 to-brand-950 bg-linear-to-br text-white">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-6 md:pt-14">
        <p className="text-brand-200 text-sm font-semibold tracking-widest uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold md:text-4xl">{title}</h1>
        {intro ? <div className="text-brand-100 mt-3 max-w-2xl text-base md:text-lg">{intro}</div> : null}
        <BlogSearchForm query={query} className="mt-6" />
        <div className="mt-8">
          <BlogNav />
        </div>
      </div>
    </section>
  );
}
