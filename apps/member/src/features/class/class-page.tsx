import { ClassLayout } from '@sbc/ui/layouts';
import { useLoaderData, useSearchParams } from 'react-router';
import { pickLesson } from '../../lib/course';
import { nowSeconds } from '../../lib/now';
import { type ClassData } from './class-loader';
import { ClassHeader } from './class-header';
import { LessonSidebar } from './lesson-sidebar';
import { LessonView } from './lesson-view';

/** `/kelas/:slug`: a course's topics and lessons beside the chosen lesson (`?pertemuan=<id>`). */
export function ClassPage() {
  const { course } = useLoaderData<ClassData>();
  const [search] = useSearchParams();
  const now = nowSeconds();
  const requested = Number(search.get('pertemuan'));
  const lesson = pickLesson(course, now, Number.isInteger(requested) ? requested : null);
  return (
    <ClassLayout
      header={<ClassHeader course={course} />}
      sidebar={<LessonSidebar course={course} selectedId={lesson?.id ?? null} now={now} />}
      sidebarLabel="Materi kelas"
    >
      <title>{`${course.title} | Area Anggota SBC`}</title>
      {lesson ? (
        <LessonView course={course} lesson={lesson} now={now} />
      ) : (
        <p className="text-ink-muted mx-auto max-w-3xl">
          Jadwal pertemuan kelas ini belum tersedia.
        </p>
      )}
    </ClassLayout>
  );
}
