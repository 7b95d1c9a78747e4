import { Logo } from '@sbc/ui/logo';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { env } from '../../env';
import { courseAttendance } from '../../lib/course';
import { type MyCourse } from '../../lib/report-types';

const barLinkClass =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold hover:bg-white/10';

/** The class page's top: the member bar, then the course title, chapter and attendance. */
export function ClassHeader({ course }: { course: MyCourse }) {
  const attendance = courseAttendance(course);
  const percent =
    attendance.total > 0 ? Math.round((attendance.present / attendance.total) * 100) : 0;
  return (
    <header className="focus-inverse bg-brand text-ink-inverse">
      <div className="flex h-16 items-center gap-3 px-4 lg:px-6">
        <a href={`${env.WEB_URL}/`} className="flex shrink-0 items-center gap-3">
          <Logo tone="inverse" label="" className="h-9 w-auto" />
          <span className="sr-only">SBC, ke situs utama</span>
        </a>
        <nav aria-label="Menu anggota" className="ml-auto flex items-center gap-1">
          <Link to={paths.home.href()} className={barLinkClass}>
            <ArrowLeftIcon className="size-4" /> Dasbor
          </Link>
          <a
            href={`${env.WEB_URL}/disconnect-member`}
            className={`${barLinkClass} ring-1 ring-white/40`}
          >
            Keluar
          </a>
        </nav>
      </div>
      <div className="border-t border-white/10 px-4 pt-5 pb-6 lg:px-6">
        <p className="text-brand-200 text-sm font-semibold tracking-wide uppercase">
          Kelas Saya · {course.chapter_name ?? 'SBC Nasional'}
        </p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{course.title}</h1>
        <div className="mt-4 flex max-w-md items-center gap-3">
          <div
            role="progressbar"
            aria-label="Kehadiran"
            aria-valuemin={0}
            aria-valuemax={attendance.total}
            aria-valuenow={attendance.present}
            aria-valuetext={attendance.label}
            className="h-2 flex-1 overflow-hidden rounded-full bg-white/20"
          >
            <div className="h-full rounded-full bg-white" style={{ width: `${percent}%` }} />
          </div>
          <p className="shrink-0 text-sm font-semibold">{attendance.label}</p>
        </div>
      </div>
    </header>
  );
}
