import { useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { BookIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { linkClass, primaryButtonClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import { DataTable, cellClass } from '../../components/data-table';
import { SelectField, TextArea } from '../../components/form-fields';
import { adminApi } from '../../lib/api';
import { useAdminProfile } from '../../lib/profile';
import { ChapterOptions } from './chapter-options';
import { FormDialog, text, useApiAction } from './form-kit';
import { type coursesLoader, PER_PAGE } from './loaders';
import { communityPaths } from './paths';

type Data = Awaited<ReturnType<typeof coursesLoader>>;

/** `/admin/community/courses`: courses with their topics, lessons and followers. */
export function CoursesPage() {
  const { courses, chapters, q, page } = useLoaderData<Data>();
  const isSuper = useAdminProfile()?.profile.role === 'super';
  const navigate = useNavigate();
  const { busy, errors, run, forgetChangedField } = useApiAction();
  const [creating, setCreating] = useState(false);
  return (
    <div>
      <PageHeader
        documentTitle="Kelas"
        title="Kelas"
        description="Kelas dengan topik dan jadwal pertemuannya, serta anggota yang mengikutinya."
        actions={
          <button type="button" className={primaryButtonClass} onClick={() => setCreating(true)}>
            Buat kelas
          </button>
        }
      />
      <div className="mb-5">
        <SearchForm defaultValue={q} label="Cari kelas" placeholder="Cari judul kelas…" />
      </div>
      {courses.data.length === 0 ? (
        <EmptyState title="Tidak ada kelas" icon={<BookIcon />}>
          {q ? `Tidak ada kelas yang cocok dengan “${q}”.` : 'Belum ada kelas.'}
        </EmptyState>
      ) : (
        <DataTable
          caption="Daftar kelas"
          columns={[
            { label: 'Kelas' },
            { label: 'Chapter', className: 'hidden sm:table-cell' },
            { label: 'Isi' },
          ]}
        >
          {courses.data.map((course) => (
            <tr key={course.id} className="border-line border-t">
              <td className={cellClass}>
                <Link to={communityPaths.course(course.id)} className={linkClass}>
                  {course.title}
                </Link>
              </td>
              <td className={`${cellClass} text-ink-muted hidden sm:table-cell`}>
                {course.chapter_name ?? 'Nasional'}
              </td>
              <td className={`${cellClass} text-ink-muted`}>
                {course.topic_count} topik · {course.lesson_count} pertemuan · {course.member_count}{' '}
                peserta
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination
        page={page}
        perPage={PER_PAGE}
        total={courses.totalRecords}
        noun="kelas"
        hrefFor={(p) => communityPaths.courses({ q, page: p })}
      />
      <FormDialog
        open={creating}
        onClose={() => setCreating(false)}
        title="Buat kelas"
        className="max-w-lg"
        busy={busy}
        onInput={forgetChangedField}
        saveLabel="Buat kelas"
        onSubmit={async (form) => {
          const chapter = text(form, 'chapter_id');
          const saved = await run(
            () =>
              adminApi.saveCommunityCourse({
                body: {
                  title: text(form, 'title'),
                  slug: text(form, 'slug'),
                  description: text(form, 'description'),
                  chapter_id: chapter ? Number(chapter) : null,
                },
              }),
            'Kelas dibuat',
          );
          if (saved) await navigate(communityPaths.course(saved.id));
        }}
      >
        <TextField name="title" label="Judul kelas" required maxLength={200} error={errors.title} />
        <TextField
          name="slug"
          label="Permalink"
          maxLength={200}
          error={errors.slug}
          hint="Kosongkan agar dibuat dari judul."
        />
        <TextArea
          name="description"
          label="Deskripsi"
          rows={3}
          maxLength={5000}
          error={errors.description}
        />
        <SelectField
          name="chapter_id"
          label="Chapter"
          defaultValue={isSuper ? '' : (chapters[0]?.id ?? '')}
          error={errors.chapter_id}
        >
          <ChapterOptions chapters={chapters} allowNational={isSuper} />
        </SelectField>
      </FormDialog>
    </div>
  );
}
