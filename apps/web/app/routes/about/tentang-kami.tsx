import { Link } from 'react-router';
import { AboutHeader } from '../../components/about/about-header';
import { ArrowRightIcon } from '../../components/icons';
import { env } from '../../env.server';
import { ABOUT_STEP, aboutMeta } from '../../lib/about-meta';
import { publicPageHeaders } from '../../lib/blog-http';
import { loadChapters } from '../../lib/community.server';
import type { Route } from './+types/tentang-kami';

const TRAIL = [ABOUT_STEP];

const MISSION = [
  'Menyelenggarakan kajian dan kelas yang mudah diikuti siapa saja, baik tatap muka maupun daring.',
  'Menguatkan keluarga melalui edukasi pengasuhan, kesehatan, dan pengelolaan ekonomi rumah tangga.',
  'Menggerakkan relawan untuk bakti sosial, tanggap bencana, dan layanan kesehatan masyarakat.',
  'Mempererat persaudaraan antaranggota lintas kota melalui chapter dan pertemuan nasional.',
  'Menyebarkan tulisan dan tayangan yang mencerahkan lewat blog, video, dan media sosial.',
];

const PROGRAMS = [
  {
    title: 'Kajian dan Kelas',
    text: 'Kajian pekanan, kelas tahsin Al-Qur’an, dan kajian tematik yang terbuka untuk umum, lengkap dengan e-sertifikat bagi peserta yang hadir.',
  },
  {
    title: 'Kesehatan',
    text: 'Kelas kesehatan keluarga, pemeriksaan kesehatan gratis, dan donor darah bersama PMI di kota-kota chapter.',
  },
  {
    title: 'Sosial dan Kebencanaan',
    text: 'Posko tanggap bencana, bakti sosial di permukiman padat, serta pendampingan keluarga yang membutuhkan.',
  },
  {
    title: 'Pendidikan dan Keluarga',
    text: 'Kelas parenting, gerakan literasi anak, dan pendampingan remaja agar tumbuh percaya diri dan berakhlak baik.',
  },
  {
    title: 'Ekonomi Umat',
    text: 'Edukasi zakat dan wakaf, pelatihan usaha kecil, serta jejaring antaranggota yang saling menguatkan.',
  },
  {
    title: 'Media dan Literasi',
    text: 'Artikel dakwah, motivasi, dan wawasan di Blog SBC, rekaman kajian, serta katalog informasi kesehatan.',
  },
] as const;

const STRUCTURE = [
  {
    title: 'Anggota Dewan Syuro',
    text: 'Majelis pertimbangan yang menjaga arah dan nilai-nilai komunitas.',
    to: '/dewan-syuro',
  },
  {
    title: 'Pengurus Nasional SBC',
    text: 'Menjalankan program komunitas dan mendampingi setiap chapter.',
    to: '/pengurus-nasional',
  },
  {
    title: 'Pengurus Chapter SBC',
    text: 'Menggerakkan kajian dan kegiatan anggota di setiap kota.',
    to: '/pengurus-chapter',
  },
  {
    title: 'Informasi Chapter SBC',
    text: 'Alamat sekretariat dan kontak chapter di seluruh Indonesia.',
    to: '/informasi-chapter',
  },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const chapters = await loadChapters(request.signal);
  return {
    siteUrl: env.WEB_URL,
    chapters: chapters.map((c) => ({ slug: c.chapter_slug, city: c.city })),
  };
}

export const headers = publicPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return aboutMeta({
    siteUrl: loaderData.siteUrl,
    trail: TRAIL,
    title: 'Tentang Kami',
    description: `Komunitas SBC: wadah belajar, berbagi, dan bertumbuh bersama di ${loaderData.chapters.length} chapter. Kenali visi, misi, program, dan pengurus kami.`,
  });
}

export default function TentangKami({ loaderData }: Route.ComponentProps) {
  const { chapters } = loaderData;
  return (
    <>
      <AboutHeader
        trail={TRAIL}
        title="Tentang Komunitas SBC"
        lead={
          <p>
            Rumah bersama untuk belajar, berbagi, dan bertumbuh: dari kajian pekanan hingga aksi
            sosial, bersama anggota di {chapters.length} chapter di seluruh Indonesia.
          </p>
        }
      />

      <section aria-labelledby="siapa-kami" className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="text-ink-muted space-y-4 text-lg leading-relaxed">
            <h2 id="siapa-kami" className="text-brand-900 text-2xl font-bold md:text-3xl">
              Siapa kami
            </h2>
            <p>
              Komunitas SBC adalah wadah silaturahmi dan belajar bagi siapa saja yang ingin menambah
              ilmu, merawat keluarga, dan memperluas manfaat bagi sesama. Kami percaya kebaikan
              tumbuh paling baik ketika dikerjakan bersama: belajar bersama, menolong tetangga yang
              kesusahan, dan mengajak keluarga ikut serta.
            </p>
            <p>
              SBC terbuka bagi siapa saja, dengan chapter di berbagai kota yang dikelola oleh
              pengurus setempat. Setiap chapter mengadakan kajian, kelas, dan kegiatan sosial sesuai
              kebutuhan warganya, sementara Pengurus Nasional menyatukan langkah dan menjaga mutu
              program.
            </p>
          </div>
          <dl className="grid gap-4 self-start">
            <div className="bg-brand-50 rounded-2xl p-6">
              <dt className="text-ink-muted text-sm">Chapter aktif</dt>
              <dd className="text-brand-800 mt-1 text-4xl font-extrabold">{chapters.length}</dd>
            </div>
            {chapters.length > 0 ? (
              <div className="bg-surface-muted rounded-2xl p-6">
                <dt className="text-ink-muted text-sm">Hadir di</dt>
                <dd className="mt-3">
                  <ul className="flex flex-wrap gap-2">
                    {chapters.map((chapter) => (
                      <li key={chapter.slug}>
                        <Link
                          to={`/pengurus-chapter/${chapter.slug}`}
                          className="bg-surface text-brand-800 ring-brand-100 hover:bg-brand-100 inline-block rounded-full px-3 py-1 text-sm font-medium ring-1"
                        >
                          {chapter.city}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </section>

      <section aria-labelledby="visi-misi" className="bg-surface-muted">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:py-14 lg:grid-cols-2">
          <h2 id="visi-misi" className="sr-only">
            Visi dan misi
          </h2>
          <div className="focus-inverse bg-brand text-ink-inverse rounded-3xl p-8">
            <h3 className="text-brand-200 text-sm font-semibold tracking-wide uppercase">Visi</h3>
            <p className="mt-3 text-2xl leading-snug font-bold md:text-3xl">
              Menjadi komunitas yang menumbuhkan pribadi berilmu, berakhlak mulia, dan bermanfaat
              bagi keluarga serta masyarakat.
            </p>
          </div>
          <div className="bg-surface ring-line rounded-3xl p-8 ring-1">
            <h3 className="text-brand-700 text-sm font-semibold tracking-wide uppercase">Misi</h3>
            <ol className="mt-4 space-y-3">
              {MISSION.map((item, index) => (
                <li key={item} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="bg-brand-100 text-brand-800 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold"
                  >
                    {index + 1}
                  </span>
                  <span className="text-ink">{item}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="yang-kami-lakukan"
        className="mx-auto max-w-6xl px-4 py-10 md:py-14"
      >
        <h2 id="yang-kami-lakukan" className="text-brand-900 text-2xl font-bold md:text-3xl">
          Yang kami lakukan
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PROGRAMS.map((program) => (
            <li key={program.title} className="ring-line rounded-2xl p-6 ring-1">
              <h3 className="text-brand-900 text-lg font-bold">{program.title}</h3>
              <p className="text-ink-muted mt-2 text-sm leading-relaxed">{program.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="struktur" className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
          <h2 id="struktur" className="text-brand-900 text-2xl font-bold md:text-3xl">
            Struktur organisasi
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STRUCTURE.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="group bg-surface ring-line hover:ring-brand-300 flex h-full flex-col rounded-2xl p-6 shadow-sm ring-1 transition hover:shadow-md"
                >
                  <span className="text-brand-900 text-lg font-bold group-hover:underline">
                    {item.title}
                  </span>
                  <span className="text-ink-muted mt-2 flex-1 text-sm">{item.text}</span>
                  <ArrowRightIcon className="text-brand-600 mt-4 h-5 w-5" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
