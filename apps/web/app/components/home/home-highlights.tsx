import { Link } from 'react-router';

const HIGHLIGHTS = [
  {
    title: 'Event dan Kajian',
    text: 'Ikuti kajian, seminar, dan pertemuan rutin dari pengurus nasional maupun chapter. Daftar langsung dari situs ini dan dapatkan e-sertifikat setelah hadir.',
    to: '/event',
    cta: 'Jadwal event',
  },
  {
    title: 'Galeri Kegiatan',
    text: 'Lihat kembali kebersamaan anggota dalam kegiatan sosial, pelatihan, dan pertemuan chapter di berbagai kota.',
    to: '/galeri-kegiatan',
    cta: 'Buka galeri',
  },
  {
    title: 'Artikel dan Inspirasi',
    text: 'Baca tulisan dakwah dan renungan, motivasi, serta sejarah dan wawasan dari para penulis komunitas di Blog SBC.',
    to: '/blog',
    cta: 'Baca blog',
  },
] as const;

/** Three doors into the site, then the way to a local chapter. */
export function HomeHighlights() {
  return (
    <section aria-labelledby="sorotan-judul" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="sorotan-judul" className="text-brand-900 text-2xl font-bold md:text-3xl">
        Apa yang bisa Anda temukan di SBC
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {HIGHLIGHTS.map((item) => (
          <li
            key={item.to}
            className="bg-surface-muted ring-line flex flex-col rounded-2xl p-6 ring-1"
          >
            <h3 className="text-brand-900 text-lg font-semibold">{item.title}</h3>
            <p className="text-ink-muted mt-2 flex-1">{item.text}</p>
            <Link to={item.to} className="text-brand-700 mt-4 font-semibold hover:underline">
              {item.cta} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="bg-brand-50 mt-10 flex flex-col items-start gap-4 rounded-2xl p-6 md:flex-row md:items-center md:justify-between">
        <p className="text-ink">
          <strong className="text-brand-900">Ingin terlibat langsung?</strong> Temukan chapter SBC
          terdekat dan kenali pengurusnya.
        </p>
        <Link
          to="/informasi-chapter"
          className="bg-brand hover:bg-brand-700 shrink-0 rounded-full px-5 py-2.5 font-semibold text-white"
        >
          Informasi Chapter
        </Link>
      </div>
    </section>
  );
}
