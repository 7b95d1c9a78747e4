import type { CommunityCourseDetail } from '@sbc/contract';
import { formatDateRange } from '@sbc/format/date';
import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmailText } from '../../components/email-text';
import { PageHeader } from '../../components/page-header';
import { cardClass, dangerButtonClass, secondaryButtonClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import { SelectField, TextArea } from '../../components/form-fields';
import { adminApi } from '../../lib/api';
import { useAdminProfile } from '../../lib/profile';
import { ChapterOptions } from './event-edit-page';
import { FormDialog, FormSection, iconButtonClass, SaveBar, text, useApiAction } from './form-kit';
import { type courseLoader } from './loaders';
import { communityPaths } from './paths';
import { fromWibInput, toWibInput } from './wib-input';

type Data = Awaited<ReturnType<typeof courseLoader>>;
type Topic = CommunityCourseDetail['topics'][number];
type Lesson = Topic['lessons'][number];

/** What is being deleted, for the one confirm dialog of the page. */
type Doomed =
  | { kind: 'course' }
  | { kind: 'topic'; topic: Topic }
  | { kind: 'lesson'; lesson: Lesson }
  | { kind: 'member'; member: CommunityCourseDetail['members'][number] };

/** `/admin/community/courses/:id`: a course, its topics and lessons, and who follows it. */
export function CoursePage() {
  const { course, chapters } = useLoaderData<Data>();
  const isSuper = useAdminProfile()?.profile.role === 'super';
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const main = useApiAction();
  const side = useApiAction();
  const [topicDialog, setTopicDialog] = useState<{ topic: Topic | null } | null>(null);
  const [lessonDialog, setLessonDialog] = useState<{
    topicId: number;
    lesson: Lesson | null;
  } | null>(null);
  const [doomed, setDoomed] = useState<Doomed | null>(null);
  const refresh = () => revalidator.revalidate();

  async function remove() {
    if (!doomed) return;
    const done = await side.run(async () => {
      switch (doomed.kind) {
        case 'course':
          return adminApi.deleteCommunityCourse({ body: { id: course.id } });
        case 'topic':
          return adminApi.deleteCourseTopic({ body: { id: doomed.topic.id } });
        case 'lesson':
          return adminApi.deleteCourseLesson({ body: { id: doomed.lesson.id } });
        case 'member':
          return adminApi.removeCourseMember({
            body: { course_id: course.id, member_id: doomed.member.member_id },
          });
      }
    }, 'Dihapus');
    setDoomed(null);
    if (!done) return;
    if (doomed.kind === 'course') await navigate(communityPaths.courses(), { replace: true });
    else await refresh();
  }

  return (
    <div>
      <PageHeader
        documentTitle={course.title}
        title={course.title}
        back={{ to: communityPaths.courses(), label: 'Semua kelas' }}
        description={course.chapter_name ?? 'Nasional'}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <form
            noValidate
            onSubmit={async (e) => {
              e.preventDefault();
              const form = new FormData(e.currentTarget);
              const chapter = text(form, 'chapter_id');
              const saved = await main.run(
                () =>
                  adminApi.saveCommunityCourse({
                    body: {
                      id: course.id,
                      title: text(form, 'title'),
                      slug: text(form, 'slug'),
                      description: text(form, 'description'),
                      chapter_id: chapter ? Number(chapter) : null,
                    },
                  }),
                'Kelas disimpan',
              );
              if (saved) await refresh();
            }}
          >
            <FormSection title="Data kelas">
              <TextField
                name="title"
                label="Judul kelas"
                required
                maxLength={200}
                defaultValue={course.title}
                error={main.errors.title}
              />
              <TextField
                name="slug"
                label="Permalink"
                maxLength={200}
                defaultValue={course.slug}
                error={main.errors.slug}
              />
              <TextArea
                name="description"
                label="Deskripsi"
                rows={3}
                maxLength={5000}
                defaultValue={course.description}
                error={main.errors.description}
              />
              <SelectField
                name="chapter_id"
                label="Chapter"
                defaultValue={course.chapter_id ?? ''}
                error={main.errors.chapter_id}
              >
                <ChapterOptions chapters={chapters} allowNational={isSuper} />
              </SelectField>
              <SaveBar busy={main.busy} label="Simpan kelas">
                <button
                  type="button"
                  className={dangerButtonClass}
                  onClick={() => setDoomed({ kind: 'course' })}
                >
                  Hapus kelas
                </button>
              </SaveBar>
            </FormSection>
          </form>

          <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="topics-title">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <h2 id="topics-title" className="text-brand-900 text-lg font-bold">
                Topik dan pertemuan
              </h2>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setTopicDialog({ topic: null })}
              >
                Tambah topik
              </button>
            </div>
            {course.topics.length === 0 ? (
              <p className="text-ink-muted text-sm">Belum ada topik.</p>
            ) : null}
            <ol className="grid gap-4">
              {course.topics.map((topic) => (
                <li key={topic.id} className="border-line rounded-xl border p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="text-ink font-semibold">{topic.title}</h3>
                    <div className="flex flex-wrap gap-1">
                      <button
                        type="button"
                        className={iconButtonClass}
                        onClick={() => setLessonDialog({ topicId: topic.id, lesson: null })}
                      >
                        Tambah pertemuan
                      </button>
                      <button
                        type="button"
                        className={iconButtonClass}
                        onClick={() => setTopicDialog({ topic })}
                      >
                        Ubah
                      </button>
                      <button
                        type="button"
                        className={`${iconButtonClass} text-danger`}
                        onClick={() => setDoomed({ kind: 'topic', topic })}
                      >
                        Hapus
                      </button>
                    </div>
                  </div>
                  {topic.lessons.length ? (
                    <ul className="mt-2 grid gap-1.5">
                      {topic.lessons.map((lesson) => (
                        <li
                          key={lesson.id}
                          className="bg-surface-muted flex flex-wrap items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm"
                        >
                          <span>
                            <span className="font-semibold">{lesson.title}</span>
                            <span className="text-ink-muted block text-xs">
                              {formatDateRange(lesson.starts_at, lesson.ends_at)} ·{' '}
                              {lesson.present_count} hadir
                            </span>
                          </span>
                          <span className="flex gap-1">
                            <button
                              type="button"
                              className={iconButtonClass}
                              onClick={() => setLessonDialog({ topicId: topic.id, lesson })}
                            >
                              Ubah
                            </button>
                            <button
                              type="button"
                              className={`${iconButtonClass} text-danger`}
                              onClick={() => setDoomed({ kind: 'lesson', lesson })}
                            >
                              Hapus
                            </button>
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-ink-muted mt-1 text-sm">Belum ada pertemuan.</p>
                  )}
                </li>
              ))}
            </ol>
          </section>
        </div>

        <section
          className={`${cardClass} content-start p-4 sm:p-6`}
          aria-labelledby="members-title"
        >
          <h2 id="members-title" className="text-brand-900 mb-4 text-lg font-bold">
            Peserta kelas ({course.members.length})
          </h2>
          <form
            noValidate
            className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={async (e) => {
              e.preventDefault();
              const formEl = e.currentTarget;
              const email = text(new FormData(formEl), 'email');
              const added = await side.run(() =>
                adminApi.addCourseMember({ body: { course_id: course.id, email } }),
              );
              if (added) {
                formEl.reset();
                await refresh();
              }
            }}
          >
            <div className="flex-1">
              <TextField
                name="email"
                type="email"
                label="Email anggota"
                required
                error={side.errors.email}
              />
            </div>
            <button type="submit" className={secondaryButtonClass} disabled={side.busy}>
              Tambah
            </button>
          </form>
          {course.members.length === 0 ? (
            <p className="text-ink-muted text-sm">Belum ada peserta.</p>
          ) : null}
          <ul className="grid gap-1.5">
            {course.members.map((m) => (
              <li
                key={m.member_id}
                className="border-line flex items-center justify-between gap-2 border-b py-2 text-sm last:border-0"
              >
                <span className="min-w-0">
                  <span className="block font-semibold">{m.name}</span>
                  <span className="text-ink-muted block truncate">
                    <EmailText email={m.email} />
                  </span>
                </span>
                <button
                  type="button"
                  className={`${iconButtonClass} text-danger`}
                  onClick={() => setDoomed({ kind: 'member', member: m })}
                >
                  Keluarkan
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <FormDialog
        open={topicDialog !== null}
        onClose={() => setTopicDialog(null)}
        title={topicDialog?.topic ? 'Ubah topik' : 'Tambah topik'}
        busy={side.busy}
        onSubmit={async (form) => {
          const title = text(form, 'title');
          const saved = await side.run(
            () =>
              adminApi.saveCourseTopic({
                body: { id: topicDialog?.topic?.id, course_id: course.id, title },
              }),
            'Topik disimpan',
          );
          if (saved) {
            setTopicDialog(null);
            await refresh();
          }
        }}
      >
        <TextField
          name="title"
          label="Judul topik"
          required
          maxLength={200}
          defaultValue={topicDialog?.topic?.title}
          error={side.errors.title}
        />
      </FormDialog>

      <FormDialog
        open={lessonDialog !== null}
        onClose={() => setLessonDialog(null)}
        title={lessonDialog?.lesson ? 'Ubah pertemuan' : 'Tambah pertemuan'}
        className="max-w-lg"
        busy={side.busy}
        onSubmit={async (form) => {
          if (!lessonDialog) return;
          const startsAt = fromWibInput(text(form, 'starts_at'));
          const endsAt = fromWibInput(text(form, 'ends_at'));
          if (startsAt === null || endsAt === null) {
            side.setErrors({
              ...(startsAt === null ? { starts_at: 'Isi tanggal dan jam mulai' } : {}),
              ...(endsAt === null ? { ends_at: 'Isi tanggal dan jam selesai' } : {}),
            });
            return;
          }
          const saved = await side.run(
            () =>
              adminApi.saveCourseLesson({
                body: {
                  id: lessonDialog.lesson?.id,
                  topic_id: lessonDialog.topicId,
                  title: text(form, 'title'),
                  starts_at: startsAt,
                  ends_at: endsAt,
                },
              }),
            'Pertemuan disimpan',
          );
          if (saved) {
            setLessonDialog(null);
            await refresh();
          }
        }}
      >
        <TextField
          name="title"
          label="Judul pertemuan"
          required
          maxLength={200}
          defaultValue={lessonDialog?.lesson?.title}
          error={side.errors.title}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="starts_at"
            type="datetime-local"
            label="Mulai (WIB)"
            required
            defaultValue={toWibInput(lessonDialog?.lesson?.starts_at)}
            error={side.errors.starts_at}
          />
          <TextField
            name="ends_at"
            type="datetime-local"
            label="Selesai (WIB)"
            required
            defaultValue={toWibInput(lessonDialog?.lesson?.ends_at)}
            error={side.errors.ends_at}
          />
        </div>
      </FormDialog>

      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={
          doomed?.kind === 'member'
            ? 'Keluarkan peserta?'
            : doomed?.kind === 'course'
              ? 'Hapus kelas ini?'
              : doomed?.kind === 'topic'
                ? 'Hapus topik ini?'
                : 'Hapus pertemuan ini?'
        }
        description={
          doomed?.kind === 'member'
            ? `${doomed.member.name} tidak lagi mengikuti kelas ini.`
            : doomed?.kind === 'topic'
              ? `Topik “${doomed.topic.title}” dan pertemuannya akan dihapus.`
              : doomed?.kind === 'lesson'
                ? `Pertemuan “${doomed.lesson.title}” akan dihapus.`
                : `“${course.title}” beserta topik dan pertemuannya akan dihapus.`
        }
        confirmLabel={doomed?.kind === 'member' ? 'Keluarkan' : 'Hapus'}
        busy={side.busy}
        onConfirm={remove}
      />
    </div>
  );
}
