import { formatNumberId } from '@sbc/format/rupiah';
import { formatDateTime } from '@sbc/format/date';
import { Link } from 'react-router';
import { Badge } from '../../components/badge';
import { BookIcon, CalendarIcon, UsersIcon } from '../../components/icons';
import { cardClass } from '../../components/styles';
import { paths } from '../../config/paths';
import type { Course } from '../../lib/api-types';

/** One course of the list: its size and next lesson; the whole card is a link. */
export function CourseCard({ course }: { course: Course }) {
  return (
    <li
      className={`${cardClass} hover:ring-brand-300 relative flex flex-col gap-3 p-5 transition hover:shadow-md`}
    >
      {course.chapter_name ? (
        <div>
          <Badge tone="neutral">{course.chapter_name}</Badge>
        </div>
      ) : null}
      <h2 className="text-brand-900 text-lg font-bold">
        <Link
          to={paths.course.href(course.slug)}
          className="after:absolute after:inset-0 after:rounded-2xl hover:underline"
        >
          {course.title}
        </Link>
      </h2>
      {course.description ? (
        <p className="text-ink-muted line-clamp-2 text-sm">{course.description}</p>
      ) : null}
      <ul className="text-ink-muted mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li className="flex items-center gap-1.5">
          <UsersIcon className="size-4" /> {formatNumberId(course.member_count)} anggota
        </li>
        <li className="flex items-center gap-1.5">
          <BookIcon className="size-4" /> {course.topic_count} topik · {course.lesson_count}{' '}
          pertemuan
        </li>
      </ul>
      <p className="border-line text-ink flex items-center gap-1.5 border-t pt-3 text-sm">
        <CalendarIcon className="text-brand-700 size-4" />
        {course.next_lesson_at
          ? `Berikutnya: ${formatDateTime(course.next_lesson_at)}`
          : 'Tidak ada pertemuan mendatang'}
      </p>
    </li>
  );
}
