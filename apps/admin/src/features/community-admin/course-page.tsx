import type { CommunityCourseDetail } from '@sbc/contract';
import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { dangerButtonClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import { SelectField, TextArea } from '../../components/form-fields';
import { adminApi } from '../../lib/api';
import { useAdminProfile } from '../../lib/profile';
import { ChapterOptions } from './chapter-options';
import { CourseFollowers } from './course-followers';
import { CourseTopics, LessonDialog, type Lesson, type Topic, TopicDialog } from './course-topics';
import { FormSection, SaveBar, text, useApiAction } from './form-kit';
import { type courseLoader } from './loaders';
import { communityPaths } from './paths';

type Data = Awaited<ReturnType<typeof courseLoader>>;

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
            onInput={main.forgetChangedField}
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

          <CourseTopics
            topics={course.topics}
            onEditTopic={(topic) => setTopicDialog({ topic })}
            onEditLesson={(topicId, lesson) => setLessonDialog({ topicId, lesson })}
            onDeleteTopic={(topic) => setDoomed({ kind: 'topic', topic })}
            onDeleteLesson={(lesson) => setDoomed({ kind: 'lesson', lesson })}
          />
        </div>

        <CourseFollowers
          courseId={course.id}
          members={course.members}
          action={side}
          onAdded={refresh}
          onRemove={(member) => setDoomed({ kind: 'member', member })}
        />
      </div>

      <TopicDialog
        courseId={course.id}
        editing={topicDialog}
        action={side}
        onClose={() => setTopicDialog(null)}
        onSaved={refresh}
      />
      <LessonDialog
        editing={lessonDialog}
        action={side}
        onClose={() => setLessonDialog(null)}
        onSaved={refresh}
      />

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
