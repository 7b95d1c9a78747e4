import { Link } from 'react-router';
import { AwardIcon } from '../events/event-icons';

/** The brand band of the certificate pages. */
export function CertificateHero({ title, intro }: { title: string; intro: string }) {
  return (
    <section className="focus-inverse from-brand-800 to-brand-950 bg-linear-to-br text-white">
      <div className="mx-auto flex max-w-5xl items-start gap-5 px-4 pt-10 pb-10 md:pt-14">
        <span className="hidden size-16 shrink-0 items-center justify-center rounded-2xl bg-white/10 sm:flex">
          <AwardIcon className="size-9" />
        </span>
        <div>
          <p className="text-brand-200 text-sm font-semibold tracking-widest uppercase">
            <Link to="/ecert/v1" className="hover:text-white hover:underline">
              E-Sertifikat SBC
            </Link>
          </p>
          <h1 className="mt-2 text-3xl font-bold md:text-4xl">{title}</h1>
          <p className="text-brand-100 mt-3 max-w-2xl md:text-lg">{intro}</p>
        </div>
      </div>
    </section>
  );
}
