import { Link } from 'react-router';
import { AboutHeader } from '../../components/about/about-header';
import { BoardGrid } from '../../components/about/board-grid';
import { ArrowRightIcon } from '../../components/icons';
import { env } from '../../env.server';
import { ABOUT_STEP, aboutMeta } from '../../lib/about-meta';
import { publicPageHeaders } from '../../lib/blog-http';
import { groupChapterBoards, toBoardCard } from '../../lib/community';
import { loadBoard } from '../../lib/community.server';
import type { Route } from './+types/pengurus-nasional';

const TRAIL = [ABOUT_STEP, { name: 'Pengurus Nasional SBC', path: '/pengurus-nasional' }];
const TITLE = 'Pengurus Nasional SBC';

export async function loader({ request }: Route.LoaderArgs) {
  const [national, chapter] = await Promise.all([
    loadBoard('nasional', request.signal),
    loadBoard('chapter', request.signal),
  ]);
  return {
    siteUrl: env.WEB_URL,
    national: national.map(toBoardCard),
    chapters: groupChapterBoards(chapter),
  };
}

export const headers = publicPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return aboutMeta({
    siteUrl: loaderData.siteUrl,
    trail: TRAIL,
    title: TITLE,
    description:
      'Susunan Pengurus Nasional Komunitas SBC beserta pengurus setiap chapter di berbagai kota di Indonesia.',
  });
}

export default function PengurusNasional({ loaderData }: Route.ComponentProps) {
  const { national, chapters } = loaderData;
  const term = national[0]?.term;
  return (
    <>
      <AboutHeader
        trail={TRAIL}
        title={TITLE}
        lead={
          <p>
            Pengurus Nasional menjalankan program Komunitas SBC sehari-hari dan mendampingi setiap
            chapter.{term ? ` Masa bakti ${term}.` : null}
          </p>
        }
      />

      <section
        aria-labelledby="pengurus-nasional"
        className="mx-auto max-w-6xl px-4 py-10 md:py-14"
      >
        <h2 id="pengurus-nasional" className="text-brand-900 mb-6 text-2xl font-bold md:text-3xl">
          Pengurus Nasional
        </h2>
        {national.length > 0 ? (
          <BoardGrid members={national} />
        ) : (
          <p className="text-ink-muted">Susunan Pengurus Nasional sedang diperbarui.</p>
        )}
      </section>

      <section
        id="chapter"
        aria-labelledby="pengurus-chapter"
        className="bg-surface-muted scroll-mt-20"
      >
        <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
          <h2 id="pengurus-chapter" className="text-brand-900 text-2xl font-bold md:text-3xl">
            Pengurus Chapter SBC
          </h2>
          <p className="text-ink-muted mt-2 max-w-2xl">
            Setiap chapter dipimpin pengurusnya sendiri yang mengatur kajian, kegiatan sosial, dan
            pertemuan anggota di kotanya.
          </p>
          {chapters.length > 0 ? (
            <div className="mt-8 space-y-12">
              {chapters.map((chapter) => (
                <section key={chapter.slug} aria-labelledby={`chapter-${chapter.slug}`}>
                  <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                    <h3 id={`chapter-${chapter.slug}`} className="text-brand-800 text-xl font-bold">
                      {chapter.name}
                    </h3>
                    <Link
                      to={`/pengurus-chapter/${chapter.slug}`}
                      className="text-brand-700 inline-flex items-center gap-1 text-sm font-semibold hover:underline"
                    >
                      Halaman chapter <ArrowRightIcon className="h-4 w-4" />
                    </Link>
                  </div>
                  <BoardGrid members={chapter.members} headingLevel={4} />
                </section>
              ))}
            </div>
          ) : (
            <p className="text-ink-muted mt-6">Susunan pengurus chapter sedang diperbarui.</p>
          )}
        </div>
      </section>
    </>
  );
}
