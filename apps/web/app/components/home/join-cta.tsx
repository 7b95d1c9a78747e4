import { Link } from 'react-router';

/** Closing call: find a chapter nearby, or join as a member. */
export function JoinCta() {
  return (
    <section aria-labelledby="gabung-judul" className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <div className="focus-inverse bg-brand text-ink-inverse relative overflow-hidden rounded-3xl px-6 py-10 md:px-12">
        <span
          aria-hidden="true"
          className="absolute -top-16 -right-10 h-56 w-56 rounded-full bg-white/10"
        />
        <span
          aria-hidden="true"
          className="absolute -bottom-20 left-1/3 h-48 w-48 rounded-full bg-amber-300/20"
        />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="gabung-judul" className="text-2xl font-bold md:text-3xl">
              Ingin terlibat langsung?
            </h2>
            <p className="text-brand-100 mt-2">
              Temukan chapter SBC terdekat, kenali pengurusnya, dan ikut kegiatan bersama anggota di
              kota Anda.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/informasi-chapter"
              className="text-brand hover:bg-brand-50 rounded-full bg-white px-6 py-3 font-semibold shadow"
            >
              Informasi Chapter
            </Link>
            <a
              href="/login"
              className="rounded-full px-6 py-3 font-semibold text-white ring-2 ring-white/70 hover:bg-white/10"
            >
              Gabung Jadi Anggota
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
