import { data, Link } from 'react-router';
import { AboutHeader } from '../../components/about/about-header';
import { BoardGrid } from '../../components/about/board-grid';
import { ChapterCard } from '../../components/about/chapter-card';
import { env } from '../../env.server';
import { ABOUT_STEP, aboutMeta, CHAPTER_BOARDS_STEP } from '../../lib/about-meta';
import { publicPageHeaders } from '../../lib/blog-http';
import { toBoardCard } from '../../lib/community';
import { loadBoard, loadChapters } from '../../lib/community.server';
import { loadOrMoved, permalinkOf } from '../../lib/permalink-moved.server';
import type { Route } from './+types/pengurus-chapter-detail';

const trailOf = (chapter: { slug: string; name: string }) => [
  ABOUT_STEP,
  CHAPTER_BOARDS_STEP,
  { name: chapter.name, path: `/pengurus-chapter/${chapter.slug}` },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  // Anything that cannot be a slug is not a chapter (no need to ask the API); other letter case: 301.
  const slug = permalinkOf(params.slug, request);
  // A chapter whose permalink changed: its old address goes on to the current one (301).
  return loadOrMoved({ kind: 'chapter', permalink: slug, request }, async () => {
    const [chapters, members] = await Promise.all([
      loadChapters(request.signal),
      loadBoard('chapter', request.signal, slug),
    ]);
    const chapter = chapters.find((c) => c.chapter_slug === slug);
    if (!chapter) throw data(null, { status: 404 });
    return { siteUrl: env.WEB_URL, chapter, members: members.map(toBoardCard) };
  });
}

export const headers = publicPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { chapter } = loaderData;
  return aboutMeta({
    siteUrl: loaderData.siteUrl,
    trail: trailOf({ slug: chapter.chapter_slug, name: chapter.chapter_name }),
    title: `Pengurus ${chapter.chapter_name}`,
    description: `Susunan pengurus ${chapter.chapter_name} (${chapter.city}, ${chapter.province}) beserta alamat dan kontak chapter.`,
  });
}

export default function PengurusChapterDetail({ loaderData }: Route.ComponentProps) {
  const { chapter, members } = loaderData;
  return (
    <>
      <AboutHeader
        trail={trailOf({ slug: chapter.chapter_slug, name: chapter.chapter_name })}
        title={`Pengurus ${chapter.chapter_name}`}
        lead={
          <p>
            {chapter.city}, {chapter.province}
            {members[0] ? ` · Masa bakti ${members[0].term}` : null}
          </p>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:py-14 lg:grid-cols-[5fr_2fr]">
        <section aria-labelledby="susunan-pengurus">
          <h2 id="susunan-pengurus" className="text-brand-900 mb-6 text-2xl font-bold">
            Susunan Pengurus
          </h2>
          {members.length > 0 ? (
            <BoardGrid members={members} maxColumns={3} />
          ) : (
            <p className="text-ink-muted">Susunan pengurus chapter ini sedang diperbarui.</p>
          )}
        </section>
        <aside aria-label={`Kontak ${chapter.chapter_name}`} className="space-y-4 self-start">
          <ChapterCard chapter={chapter} showBoardLink={false} />
          <Link
            to="/pengurus-chapter"
            className="text-brand-700 inline-block text-sm font-semibold hover:underline"
          >
            ← Semua chapter
          </Link>
        </aside>
      </div>
    </>
  );
}
