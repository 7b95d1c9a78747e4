import { formatDateRange } from '@sbc/format/date';
import { cx } from '@sbc/ui/class-names';
import { Link } from 'react-router';
import { Badge } from '../../components/badge';
import { cardClass } from '../../components/styles';
import { paths } from '../../config/paths';
import type { CourseDetail } from '../../lib/api-types';
import { nowInSeconds } from '../../lib/wib-day';
import { lessonTiming } from './lessons';

const TIMING_BADGE = {
  today: <Badge tone="success">Hari ini</Badge>,
  past: <Badge tone="neutral">Selesai</Badge>,
  upcoming: <Badge tone="brand">Akan datang</Badge>,
} as const;

/** The course's topics and their lessons with schedules (WIB); choosing one opens its presence. */
export function LessonList({
  course,
  selectedId,
}: {
  course: CourseDetail;
  selectedId: number | null;
}) {
  const now = nowInSeconds();
  if (course.topics.length === 0) {
    return <p className="text-ink-muted text-sm">Kelas ini belum memiliki topik dan pertemuan.</p>;
  }
  return (
    <nav aria-label="Pertemuan" className="space-y-5">
      {course.topics.map((topic, index) => (
        <section key={topic.id} aria-labelledby={`topic-${topic.id}`}>
          <h3
            id={`topic-${topic.id}`}
            className="text-ink-muted mb-2 text-xs font-semibold tracking-wide uppercase"
          >
            Topik {index + 1}: {topic.title}
          </h3>
          {topic.lessons.length === 0 ? (
            <p className="text-ink-subtle text-sm">Belum ada pertemuan.</p>
          ) : (
            <ul className={`${cardClass} divide-line divide-y overflow-hidden`}>
              {topic.lessons.map((lesson) => {
                const isSelected = lesson.id === selectedId;
                return (
                  <li key={lesson.id}>
                    <Link
                      to={paths.course.href(course.slug, { lesson: lesson.id })}
                      aria-current={isSelected ? 'true' : undefined}
                      className={cx(
                        'block px-4 py-3 transition',
                        isSelected
                          ? 'bg-brand-50 ring-brand-500 ring-2 ring-inset'
                          : 'hover:bg-surface-muted',
                      )}
                    >
                      <span className="flex items-start justify-between gap-3">
                        <span className="text-ink font-semibold">{lesson.title}</span>
                        {TIMING_BADGE[lessonTiming(lesson, now)]}
                      </span>
                      <span className="text-ink-muted mt-1 block text-sm">
                        {formatDateRange(lesson.starts_at, lesson.ends_at)}
                      </span>
                      <span className="text-ink-subtle mt-0.5 block text-xs">
                        {lesson.present_count} anggota hadir
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ))}
    </nav>
  );
}
