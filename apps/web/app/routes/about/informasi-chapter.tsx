import { AboutHeader } from '../../components/about/about-header';
import { ChapterCard } from '../../components/about/chapter-card';
import { env } from '../../env.server';
import { ABOUT_STEP, aboutMeta } from '../../lib/about-meta';
import { publicPageHeaders } from '../../lib/blog-http';
import { loadChapters } from '../../lib/community.server';
import type { Route } from './+types/informasi-chapter';

const TRAIL = [ABOUT_STEP, { name: 'Informasi Chapter SBC', path: '/informasi-chapter' }];

export async function loader({ request }: Route.LoaderArgs) {
  return { siteUrl: env.WEB_URL, chapters: await loadChapters(request.signal) };
}

export const headers = publicPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const cities = loaderData.chapters.map((c) => c.city).join(', ');
  return aboutMeta({
    siteUrl: loaderData.siteUrl,
    trail: TRAIL,
    title: 'Informasi Chapter SBC',
    description: `Alamat dan kontak chapter Komunitas SBC${cities ? ` di ${cities}` : ''}.`,
  });
}

export default function InformasiChapter({ loaderData }: Route.ComponentProps) {
  const { chapters } = loaderData;
  return (
    <>
      <AboutHeader
        trail={TRAIL}
        title="Informasi Chapter SBC"
        lead={
          <p>
            Komunitas SBC hadir di {chapters.length} kota. Datangi sekretariat chapter terdekat atau
            hubungi pengurusnya untuk ikut kajian dan kegiatan.
          </p>
        }
      />
      <section aria-label="Daftar chapter" className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        {chapters.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-2">
            {chapters.map((chapter) => (
              <li key={chapter.chapter_slug}>
                <ChapterCard chapter={chapter} />
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
