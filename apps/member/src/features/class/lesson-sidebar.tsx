import { formatShortDate } from '@sbc/format/date';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { courseLessons, isToday, lessonPresence } from '../../lib/course';
import { type MyCourse } from '../../lib/report-types';
import { PresenceBadge } from './presence-badge';

/** Props of {@link LessonSidebar}. */
export interface LessonSidebarProps {
  course: MyCourse;
  selectedId: number | null;
  now: number;
}

/** The course's topics, each with its lessons (number, date, presence); the shown one is marked. */
export function LessonSidebar({ course, selectedId, now }: LessonSidebarProps) {
  const order = new Map(courseLessons(course).map((l, i) => [l.id, i + 1]));
  const selectedRef = useRef<HTMLAnchorElement>(null);

  // The sidebar scrolls on its own (a short box on phones): keep the shown lesson in sight.
  useEffect(() => {
    const link = selectedRef.current;
    const box = link?.closest('aside');
    if (!link || !box) return;
    const linkRect = link.getBoundingClientRect();
    const boxRect = box.getBoundingClientRect();
    if (linkRect.top < boxRect.top || linkRect.bottom > boxRect.bottom) {
      box.scrollTop += linkRect.top - boxRect.top - (box.clientHeight - linkRect.height) / 2;
    }
  }, [selectedId]);
  return (
    <nav aria-label="Topik dan pertemuan" className="px-2 py-4 lg:py-6">
      <h2 className="text-ink-subtle px-2 text-xs font-semibold tracking-wide uppercase">
        Materi kelas
      </h2>
      <ol className="mt-3 space-y-4">
        {course.topics.map((topic, index) => (
          <li key={topic.id}>
            <h3 className="px-2">
              <span className="text-ink-subtle block text-xs font-semibold">Topik {index + 1}</span>
              <span className="text-brand-900 block text-sm font-bold">{topic.title}</span>
            </h3>
            <ul className="mt-1.5 space-y-1">
              {topic.lessons.map((lesson) => {
                const isSelected = lesson.id === selectedId;
                return (
                  <li key={lesson.id}>
                    <Link
                      to={paths.course.href(course.slug, lesson.id)}
                      ref={isSelected ? selectedRef : undefined}
                      aria-current={isSelected ? 'page' : undefined}
                      preventScrollReset
                      className={`block rounded-xl px-3 py-2 text-sm transition ${isSelected ? 'ring-brand-300 bg-white shadow-sm ring-1' : 'hover:bg-white/70'}`}
                    >
                      <span
                        className={`block font-semibold ${isSelected ? 'text-brand-800' : 'text-ink'}`}
                      >
                        {lesson.title}
                      </span>
                      <span className="text-ink-muted mt-1 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs">
                        <span className="whitespace-nowrap">
                          Pertemuan {order.get(lesson.id)} ·{' '}
                          {isToday(lesson, now) ? 'Hari ini' : formatShortDate(lesson.starts_at)}
                        </span>
                        <PresenceBadge presence={lessonPresence(lesson, now)} />
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </nav>
  );
}
