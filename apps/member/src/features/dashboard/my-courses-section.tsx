import { formatDayDate, formatTime } from '@sbc/format/date';
import { Link } from 'react-router';
import { BookIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { courseAttendance, isToday, nextLesson } from '../../lib/course';
import { eventsUrl } from '../../lib/links';
import { type MyCourse } from '../../lib/report-types';
import { nowSeconds } from '../../lib/now';
import { ActivityCard, EmptyState } from './activity-card';
import { DeferredList } from './deferred-list';

function CourseCard({ course }: { course: MyCourse }) {
  const now = nowSeconds();
  const attendance = courseAttendance(course);
  const next = nextLesson(course, now);
  const percent =
    attendance.total > 0 ? Math.round((attendance.present / attendance.total) * 100) : 0;
  return (
    <Link
      to={paths.course.href(course.slug)}
      className="group ring-line hover:ring-brand-300 flex h-full flex-col rounded-xl bg-white p-4 ring-1 transition hover:shadow-md"
    >
      <span className="text-brand-700 text-xs font-semibold tracking-wide uppercase">
        {course.chapter_name ?? 'SBC Nasional'}
      </span>
      <h3 className="text-ink group-hover:text-brand-800 mt-1 leading-snug font-semibold">
        {course.title}
      </h3>
      <p className="text-ink-muted mt-3 text-sm font-medium">{attendance.label}</p>
      <div aria-hidden="true" className="bg-brand-50 mt-1.5 h-2 overflow-hidden rounded-full">
        <div className="bg-brand-600 h-full rounded-full" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-ink-muted mt-3 flex-1 text-sm">
        {next ? (
          <>
            <span className="text-ink font-semibold">
              {isToday(next, now) ? 'Hari ini' : 'Berikutnya'}:
            </span>{' '}
            {next.title}, {isToday(next, now) ? '' : `${formatDayDate(next.starts_at)}, `}
            {formatTime(next.starts_at)}
          </>
        ) : (
          'Semua pertemuan telah selesai.'
        )}
      </p>
      <span className="text-brand-700 mt-3 inline-flex items-center gap-1 text-sm font-semibold group-hover:underline">
        Buka kelas <span aria-hidden="true">→</span>
      </span>
    </Link>
  );
}

/** "Kelas Saya": the member's courses as cards, each opening its class page. */
export function MyCoursesSection({ courses }: { courses: Promise<MyCourse[]> }) {
  return (
    <ActivityCard id="kelas-saya" title="Kelas Saya" Icon={BookIcon}>
      <DeferredList resolve={courses} label="kelas Anda">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              text="Anda belum mengikuti kelas apa pun."
              cta="Jelajahi kegiatan SBC"
              href={eventsUrl()}
            />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          )
        }
      </DeferredList>
    </ActivityCard>
  );
}
