import { formatNumberId } from '@sbc/format/rupiah';
import { useLoaderData } from 'react-router';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { BookIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { adminApi } from '../../lib/api';
import { expectFile } from '../../lib/download';
import type { CourseLoaderData } from './course-loader';
import { LessonAttendance } from './lesson-attendance';
import { LessonList } from './lesson-list';

/** `/admin/presence/course/:slug`: choose a lesson, check members in, export lists and report. */
export function CoursePage() {
  const { course, lesson, attendance, q } = useLoaderData<CourseLoaderData>();
  return (
    <div>
      <PageHeader
        documentTitle={`Presensi ${course.title}`}
        title={course.title}
        back={{ to: paths.courses.href(), label: 'Semua kelas' }}
        description={
          <>
            {course.chapter_name ? `${course.chapter_name} · ` : ''}
            {formatNumberId(course.member_count)} anggota · {course.topic_count} topik ·{' '}
            {course.lesson_count} pertemuan
          </>
        }
        actions={
          <DownloadButton
            download={() =>
              expectFile(adminApi.exportCourseReport({ body: { course_id: course.id } }))
            }
            fallbackName={`laporan-presensi-${course.slug}.xlsx`}
          >
            Unduh laporan kelas
          </DownloadButton>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <div>
          <h2 id="pertemuan" className="text-brand-900 mb-3 scroll-mt-20 text-lg font-bold">
            Pertemuan
          </h2>
          <LessonList course={course} selectedId={lesson?.id ?? null} />
        </div>
        <div className={lesson ? 'order-first lg:order-none' : undefined}>
          {lesson && attendance ? (
            <LessonAttendance course={course} lesson={lesson} attendance={attendance} q={q} />
          ) : (
            <EmptyState title="Pilih pertemuan" icon={<BookIcon />}>
              Pilih salah satu pertemuan untuk melihat dan mencatat kehadiran anggota.
            </EmptyState>
          )}
        </div>
      </div>
    </div>
  );
}
