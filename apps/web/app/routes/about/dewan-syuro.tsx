import { AboutHeader } from '../../components/about/about-header';
import { BoardGrid } from '../../components/about/board-grid';
import { env } from '../../env.server';
import { ABOUT_STEP, aboutMeta } from '../../lib/about-meta';
import { publicPageHeaders } from '../../lib/blog-http';
import { toBoardCard } from '../../lib/community';
import { loadBoard } from '../../lib/community.server';
import type { Route } from './+types/dewan-syuro';

const TRAIL = [ABOUT_STEP, { name: 'Anggota Dewan Syuro', path: '/dewan-syuro' }];
const TITLE = 'Anggota Dewan Syuro';

export async function loader({ request }: Route.LoaderArgs) {
  const members = await loadBoard('dewan-syuro', request.signal);
  return { siteUrl: env.WEB_URL, members: members.map(toBoardCard) };
}

export const headers = publicPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return aboutMeta({
    siteUrl: loaderData.siteUrl,
    trail: TRAIL,
    title: TITLE,
    description:
      'Para anggota Dewan Syuro Komunitas SBC: majelis pertimbangan yang menjaga arah, nilai, dan kebijakan komunitas.',
  });
}

export default function DewanSyuro({ loaderData }: Route.ComponentProps) {
  const { members } = loaderData;
  const term = members[0]?.term;
  return (
    <>
      <AboutHeader
        trail={TRAIL}
        title={TITLE}
        lead={
          <p>
            Dewan Syuro adalah majelis pertimbangan Komunitas SBC. Para anggotanya menjaga arah dan
            nilai-nilai komunitas, serta memberi nasihat kepada Pengurus Nasional dalam menetapkan
            kebijakan dan program.
            {term ? ` Masa bakti ${term}.` : null}
          </p>
        }
      />
      <section
        aria-labelledby="daftar-dewan-syuro"
        className="mx-auto max-w-6xl px-4 py-10 md:py-14"
      >
        <h2 id="daftar-dewan-syuro" className="sr-only">
          Daftar anggota Dewan Syuro
        </h2>
        {members.length > 0 ? (
          <BoardGrid members={members} />
        ) : (
          <p className="text-ink-muted">Susunan Dewan Syuro sedang diperbarui.</p>
        )}
      </section>
    </>
  );
}
