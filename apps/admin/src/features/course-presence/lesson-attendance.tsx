import { formatDateRange, formatDayDate } from '@sbc/format/date';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { UsersIcon } from '../../components/icons';
import { SearchForm } from '../../components/search-form';
import { cardClass, linkClass } from '../../components/styles';
import { adminApi } from '../../lib/api';
import { expectFile } from '../../lib/download';
import type { CourseDetail, Lesson } from '../../lib/api-types';
import { nowInSeconds } from '../../lib/wib-day';
import type { CourseLoaderData } from './course-loader';
import { isPresenceOpen, meetingNumber } from './lessons';
import { MemberRow } from './member-row';
import { useCourseCheckIn } from './use-course-check-in';

/** Props of {@link LessonAttendance}. */
export interface LessonAttendanceProps {
  course: CourseDetail;
  lesson: Lesson;
  attendance: NonNullable<CourseLoaderData['attendance']>;
  q: string | undefined;
}

/** The members of the course at one lesson, each with "Hadirkan", and the lesson's export. */
export function LessonAttendance({ course, lesson, attendance, q }: LessonAttendanceProps) {
  const { checkIn, undo, pendingId } = useCourseCheckIn(lesson.id);
  const present = attendance.data.filter((m) => m.present).length;
  // A later lesson takes no presence yet (the API refuses it): said once here, the buttons wait.
  const isOpen = isPresenceOpen(lesson, nowInSeconds());
  const closedNoteId = `lesson-${lesson.id}-closed`;
  return (
    <section aria-labelledby="lesson-heading" className={`${cardClass} overflow-hidden`}>
      <div className="border-line flex flex-col gap-3 border-b p-5 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="lesson-heading" className="text-brand-900 text-lg font-bold">
            {lesson.title}
          </h2>
          <p className="text-ink-muted text-sm">
            {formatDateRange(lesson.starts_at, lesson.ends_at)}
          </p>
          <p className="text-ink mt-1 text-sm font-semibold" aria-live="polite">
            {q
              ? `${present} dari ${attendance.data.length} anggota yang cocok hadir`
              : `${lesson.present_count} dari ${attendance.totalRecords} anggota hadir`}
          </p>
          {isOpen ? null : (
            <p
              id={closedNoteId}
              className="bg-brand-50 text-brand-900 mt-2 rounded-lg px-3 py-2 text-sm"
            >
              {`Presensi pertemuan ini baru dibuka pada hari pelaksanaan (${formatDayDate(lesson.starts_at)}).`}
            </p>
          )}
          <a href="#pertemuan" className={`${linkClass} mt-1 inline-block text-sm lg:hidden`}>
            Ganti pertemuan ↓
          </a>
        </div>
        <DownloadButton
          download={() =>
            expectFile(adminApi.exportCoursePresence({ body: { lesson_id: lesson.id } }))
          }
          fallbackName={`presensi-${course.slug}-pertemuan-${meetingNumber(course.topics, lesson.id)}.xlsx`}
        >
          Unduh daftar hadir
        </DownloadButton>
      </div>
      <div className="border-line border-b px-5 py-4">
        <SearchForm
          defaultValue={q}
          label="Cari anggota"
          placeholder="Cari nama atau email…"
          keep={{ lesson: String(lesson.id) }}
        />
      </div>
      {attendance.data.length === 0 ? (
        <div className="p-5">
          <EmptyState title="Tidak ada anggota" icon={<UsersIcon />}>
            {q
              ? `Tidak ada anggota yang cocok dengan “${q}”.`
              : 'Kelas ini belum memiliki anggota.'}
          </EmptyState>
        </div>
      ) : (
        <ul className="divide-line divide-y">
          {attendance.data.map((member) => (
            <MemberRow
              key={member.member_id}
              member={member}
              isPending={pendingId === member.member_id}
              closedNoteId={isOpen ? undefined : closedNoteId}
              onCheckIn={() => void checkIn(member)}
              onUndo={() => undo(member)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
