import { Link } from 'react-router';

/** The home page's opening: who SBC is and where to start. */
export function HomeHero() {
  return (
    <section aria-labelledby="hero-judul" className="focus-inverse bg-brand text-ink-inverse">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-16 md:pt-20 md:pb-24">
        <p className="text-brand-200 mb-3 text-sm font-semibold tracking-wide uppercase">
          Komunitas SBC
        </p>
        <h1 id="hero-judul" className="max-w-3xl text-3xl font-bold md:text-5xl">
          Selamat datang di rumah bersama untuk belajar, berbagi, dan bertumbuh
        </h1>
        <p className="text-brand-100 mt-5 max-w-2xl text-lg">
          SBC mempertemukan anggota dari berbagai kota di Indonesia. Lewat chapter di daerah
          masing-masing, kami mengadakan kajian, pelatihan, dan kegiatan sosial yang terbuka untuk
          siapa saja yang ingin menambah ilmu dan memperluas silaturahmi.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/event"
            className="text-brand hover:bg-brand-50 rounded-full bg-white px-6 py-3 font-semibold shadow"
          >
            Lihat Event Terdekat
          </Link>
          <a
            href="/login"
            className="rounded-full px-6 py-3 font-semibold text-white ring-2 ring-white/70 hover:bg-white/10"
          >
            Gabung Jadi Anggota
          </a>
        </div>
      </div>
    </section>
  );
}
