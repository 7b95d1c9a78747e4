import { type ComponentType, type ReactNode } from 'react';
import { formatDayDate } from '@sbc/format/date';
import { Link } from 'react-router';
import { Badge } from '../../components/badge';
import { CalendarIcon, CheckIcon, ClockIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import {
  courseLessons,
  isToday,
  type LessonPresence,
  lessonHours,
  lessonPresence,
} from '../../lib/course';
import { type MyCourse, type MyLesson } from '../../lib/report-types';
import { PresenceBadge } from './presence-badge';

const PRESENCE_TEXT: Record<LessonPresence, { title: string; text: string; className: string }> = {
  present: {
    title: 'Anda hadir di pertemuan ini',
    text: 'Kehadiran Anda sudah tercatat oleh pengurus kelas.',
    className: 'bg-success-soft/60 ring-success/25 text-success',
  },
  absent: {
    title: 'Kehadiran belum tercatat',
    text: 'Pengurus kelas belum mencatat kehadiran Anda di pertemuan ini. Jika Anda hadir, sampaikan kepada pengurus kelas.',
    className: 'bg-surface-muted ring-line text-ink',
  },
  upcoming: {
    title: 'Pertemuan ini akan datang',
    text: 'Kehadiran dicatat oleh pengurus kelas saat pertemuan berlangsung.',
    className: 'bg-brand-50 ring-brand-200 text-brand-900',
  },
};

/** One fact of the lesson: a row on phones, a small card on wider screens. */
function Fact({
  Icon,
  label,
  children,
}: {
  Icon: ComponentType<{ className?: string }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="ring-line flex items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 ring-1 sm:block sm:p-4">
      <dt className="text-ink-subtle flex shrink-0 items-center gap-1.5 text-xs font-semibold uppercase">
        <Icon className="size-4" /> {label}
      </dt>
      <dd className="text-ink text-right text-sm font-semibold sm:mt-1.5 sm:text-left sm:text-base">
        {children}
      </dd>
    </div>
  );
}

function NeighbourLink({
  course,
  lesson,
  label,
}: {
  course: MyCourse;
  lesson?: MyLesson;
  label: string;
}) {
  if (!lesson) return <span className="flex-1" aria-hidden="true" />;
  return (
    <Link
      to={paths.course.href(course.slug, lesson.id)}
      className="ring-line hover:ring-brand-300 block min-w-0 flex-1 rounded-xl bg-white px-4 py-3 ring-1 transition last:text-right"
    >
      <span className="text-ink-subtle block text-xs font-semibold uppercase">{label}</span>
      <span className="text-brand-800 block truncate text-sm font-semibold">{lesson.title}</span>
    </Link>
  );
}

/** The chosen lesson: its topic, date and hours in WIB, and the member's presence for it. */
export function LessonView({
  course,
  lesson,
  now,
}: {
  course: MyCourse;
  lesson: MyLesson;
  now: number;
}) {
  const lessons = courseLessons(course);
  const index = lessons.findIndex((l) => l.id === lesson.id);
  const topic = course.topics.find((t) => t.lessons.some((l) => l.id === lesson.id));
  const presence = lessonPresence(lesson, now);
  const note = PRESENCE_TEXT[presence];
  return (
    <article aria-labelledby="judul-pertemuan" className="mx-auto max-w-3xl">
      <p className="text-brand-700 text-sm font-semibold">
        Pertemuan {index + 1} dari {lessons.length}
        {topic ? ` · ${topic.title}` : ''}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id="judul-pertemuan" className="text-ink text-2xl font-bold sm:text-3xl">
          {lesson.title}
        </h2>
        {isToday(lesson, now) ? <Badge tone="warning">Hari ini</Badge> : null}
      </div>
      <dl className="mt-5 grid gap-2 sm:grid-cols-3 sm:gap-3">
        <Fact Icon={CalendarIcon} label="Tanggal">
          {formatDayDate(lesson.starts_at)}
        </Fact>
        <Fact Icon={ClockIcon} label="Waktu">
          {lessonHours(lesson)}
        </Fact>
        <Fact Icon={CheckIcon} label="Kehadiran">
          <PresenceBadge presence={presence} />
        </Fact>
      </dl>
      <div role="status" className={`mt-5 rounded-xl p-4 ring-1 ${note.className}`}>
        <p className="font-semibold">{note.title}</p>
        <p className="text-ink-muted mt-1 text-sm">{note.text}</p>
      </div>
      <nav aria-label="Pertemuan lain" className="mt-8 flex gap-3">
        <NeighbourLink course={course} lesson={lessons[index - 1]} label="← Sebelumnya" />
        <NeighbourLink course={course} lesson={lessons[index + 1]} label="Berikutnya →" />
      </nav>
      {course.description ? (
        <section aria-labelledby="tentang-kelas" className="border-line mt-10 border-t pt-6">
          <h2 id="tentang-kelas" className="text-brand-900 text-lg font-bold">
            Tentang kelas ini
          </h2>
          <p className="text-ink-muted mt-2 leading-relaxed">{course.description}</p>
        </section>
      ) : null}
    </article>
  );
}
