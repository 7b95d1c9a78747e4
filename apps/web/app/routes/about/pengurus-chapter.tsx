import { Link } from 'react-router';
import { AboutHeader } from '../../components/about/about-header';
import { ArrowRightIcon, MapPinIcon } from '../../components/icons';
import { env } from '../../env.server';
import { ABOUT_STEP, aboutMeta, CHAPTER_BOARDS_STEP } from '../../lib/about-meta';
import { publicPageHeaders } from '../../lib/blog-http';
import { groupChapterBoards } from '../../lib/community';
import { loadBoard, loadChapters } from '../../lib/community.server';
import type { Route } from './+types/pengurus-chapter';

const TRAIL = [ABOUT_STEP, CHAPTER_BOARDS_STEP];

export async function loader({ request }: Route.LoaderArgs) {
  const [chapters, boardMembers] = await Promise.all([
    loadChapters(request.signal),
    loadBoard('chapter', request.signal),
  ]);
  // Each chapter's first officer (the chair, as the API orders boards by rank).
  const leaders = new Map(groupChapterBoards(boardMembers).map((b) => [b.slug, b.members[0]]));
  return {
    siteUrl: env.WEB_URL,
    chapters: chapters.map((chapter) => ({
      slug: chapter.chapter_slug,
      name: chapter.chapter_name,
      city: chapter.city,
      province: chapter.province,
      leader: leaders.get(chapter.chapter_slug) ?? null,
    })),
  };
}

export const headers = publicPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return aboutMeta({
    siteUrl: loaderData.siteUrl,
    trail: TRAIL,
    title: 'Pengurus Chapter SBC',
    description: `Pengurus ${loaderData.chapters.length} chapter Komunitas SBC di berbagai kota di Indonesia.`,
  });
}

export default function PengurusChapter({ loaderData }: Route.ComponentProps) {
  const { chapters } = loaderData;
  return (
    <>
      <AboutHeader
        trail={TRAIL}
        title="Pengurus Chapter SBC"
        lead={<p>Pilih chapter untuk melihat susunan pengurus dan kontaknya.</p>}
      />
      <section aria-label="Daftar chapter" className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        {chapters.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {chapters.map((chapter) => (
              <li key={chapter.slug}>
                <article className="group bg-surface ring-line hover:ring-brand-300 relative flex h-full flex-col rounded-2xl p-5 shadow-sm ring-1 transition hover:shadow-md">
                  <h2 className="text-brand-900 text-lg font-bold">
                    <Link
                      to={`/pengurus-chapter/${chapter.slug}`}
                      className="rounded group-hover:underline after:absolute after:inset-0 after:content-['']"
                    >
                      {chapter.name}
                    </Link>
                  </h2>
                  <p className="text-ink-muted mt-1 flex items-center gap-1.5 text-sm">
                    <MapPinIcon className="text-brand-600 h-4 w-4" />
                    {chapter.city}, {chapter.province}
                  </p>
                  {chapter.leader ? (
                    <p className="text-ink mt-4 text-sm">
                      <span className="text-ink-subtle block text-xs">
                        {chapter.leader.position}
                      </span>
                      {chapter.leader.name}
                    </p>
                  ) : null}
                  <span className="text-brand-700 mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold">
                    Lihat pengurus <ArrowRightIcon className="h-4 w-4" />
                  </span>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">Belum ada chapter yang terdaftar.</p>
        )}
      </section>
    </>
  );
}
