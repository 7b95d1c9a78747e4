import { useLoaderData } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { BookIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { PresenceTabs } from '../../components/presence-tabs';
import { SearchForm } from '../../components/search-form';
import { paths } from '../../config/paths';
import { useAdminProfile } from '../../lib/profile';
import { CourseCard } from './course-card';
import { COURSES_PER_PAGE, type CoursesLoaderData } from './courses-loader';

/** `/admin/presence/course`: the classes whose lessons take presence. */
export function CoursesPage() {
  const { courses, q, page } = useLoaderData<CoursesLoaderData>();
  // A chapter admin sees their chapter's classes only: an empty list says so.
  const isChapterAdmin = useAdminProfile()?.profile.role === 'chapter';
  return (
    <div>
      <PresenceTabs />
      <PageHeader
        documentTitle="Presensi Kelas"
        title="Presensi Kelas"
        description="Pilih kelas, lalu pilih pertemuan untuk mencatat kehadiran anggota."
      />
      <div className="mb-5">
        <SearchForm defaultValue={q} label="Cari kelas" placeholder="Cari judul kelas…" />
      </div>
      {courses.data.length === 0 ? (
        <EmptyState title="Tidak ada kelas" icon={<BookIcon />}>
          {q
            ? `Tidak ada kelas yang cocok dengan “${q}”.`
            : isChapterAdmin
              ? 'Belum ada kelas di chapter Anda.'
              : 'Belum ada kelas yang dibuat.'}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {courses.data.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        perPage={COURSES_PER_PAGE}
        total={courses.totalRecords}
        noun="kelas"
        hrefFor={(p) => paths.courses.href({ q, page: p })}
      />
    </div>
  );
}
