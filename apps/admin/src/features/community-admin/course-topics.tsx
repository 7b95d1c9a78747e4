import type { CommunityCourseDetail } from '@sbc/contract';
import { formatDateRange } from '@sbc/format/date';
import { cardClass, secondaryButtonClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import { adminApi } from '../../lib/api';
import { FormDialog, iconButtonClass, text, type useApiAction } from './form-kit';
import { fromWibInput, toWibInput } from './wib-input';

/** A topic of a course, with its lessons. */
export type Topic = CommunityCourseDetail['topics'][number];
/** A lesson of a topic. */
export type Lesson = Topic['lessons'][number];

type ApiAction = ReturnType<typeof useApiAction>;

/** The Ubah and Hapus buttons of a topic or a lesson. */
function EditDeleteButtons({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <button type="button" className={iconButtonClass} onClick={onEdit}>
        Ubah
      </button>
      <button type="button" className={`${iconButtonClass} text-danger`} onClick={onDelete}>
        Hapus
      </button>
    </>
  );
}

/** The topics of a course with their lessons, and the buttons that edit or delete them. */
export function CourseTopics({
  topics,
  onEditTopic,
  onEditLesson,
  onDeleteTopic,
  onDeleteLesson,
}: {
  topics: Topic[];
  /** Opens the topic dialog: a new topic when `topic` is null. */
  onEditTopic: (topic: Topic | null) => void;
  /** Opens the lesson dialog: a new lesson of the topic when `lesson` is null. */
  onEditLesson: (topicId: number, lesson: Lesson | null) => void;
  onDeleteTopic: (topic: Topic) => void;
  onDeleteLesson: (lesson: Lesson) => void;
}) {
  return (
    <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="topics-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="topics-title" className="text-brand-900 text-lg font-bold">
          Topik dan pertemuan
        </h2>
        <button type="button" className={secondaryButtonClass} onClick={() => onEditTopic(null)}>
          Tambah topik
        </button>
      </div>
      {topics.length === 0 ? <p className="text-ink-muted text-sm">Belum ada topik.</p> : null}
      <ol className="grid gap-4">
        {topics.map((topic) => (
          <li key={topic.id} className="border-line rounded-xl border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-ink font-semibold">{topic.title}</h3>
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className={iconButtonClass}
                  onClick={() => onEditLesson(topic.id, null)}
                >
                  Tambah pertemuan
                </button>
                <EditDeleteButtons
                  onEdit={() => onEditTopic(topic)}
                  onDelete={() => onDeleteTopic(topic)}
                />
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
                        {formatDateRange(lesson.starts_at, lesson.ends_at)} · {lesson.present_count}{' '}
                        hadir
                      </span>
                    </span>
                    <span className="flex gap-1">
                      <EditDeleteButtons
                        onEdit={() => onEditLesson(topic.id, lesson)}
                        onDelete={() => onDeleteLesson(lesson)}
                      />
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
  );
}

/** Adds or renames a topic of the course; `editing` is null while closed. */
export function TopicDialog({
  courseId,
  editing,
  action,
  onClose,
  onSaved,
}: {
  courseId: number;
  editing: { topic: Topic | null } | null;
  action: ApiAction;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={editing?.topic ? 'Ubah topik' : 'Tambah topik'}
      busy={action.busy}
      onInput={action.forgetChangedField}
      onSubmit={async (form) => {
        const title = text(form, 'title');
        const saved = await action.run(
          () =>
            adminApi.saveCourseTopic({
              body: { id: editing?.topic?.id, course_id: courseId, title },
            }),
          'Topik disimpan',
        );
        if (saved) {
          onClose();
          await onSaved();
        }
      }}
    >
      <TextField
        name="title"
        label="Judul topik"
        required
        maxLength={200}
        defaultValue={editing?.topic?.title}
        error={action.errors.title}
      />
    </FormDialog>
  );
}

/** Adds or edits a lesson of a topic, its times in WIB; `editing` is null while closed. */
export function LessonDialog({
  editing,
  action,
  onClose,
  onSaved,
}: {
  editing: { topicId: number; lesson: Lesson | null } | null;
  action: ApiAction;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={editing?.lesson ? 'Ubah pertemuan' : 'Tambah pertemuan'}
      className="max-w-lg"
      busy={action.busy}
      onInput={action.forgetChangedField}
      onSubmit={async (form) => {
        if (!editing) return;
        const startsAt = fromWibInput(text(form, 'starts_at'));
        const endsAt = fromWibInput(text(form, 'ends_at'));
        if (startsAt === null || endsAt === null) {
          action.markFields({
            ...(startsAt === null ? { starts_at: 'Isi tanggal dan jam mulai' } : {}),
            ...(endsAt === null ? { ends_at: 'Isi tanggal dan jam selesai' } : {}),
          });
          return;
        }
        const saved = await action.run(
          () =>
            adminApi.saveCourseLesson({
              body: {
                id: editing.lesson?.id,
                topic_id: editing.topicId,
                title: text(form, 'title'),
                starts_at: startsAt,
                ends_at: endsAt,
              },
            }),
          'Pertemuan disimpan',
        );
        if (saved) {
          onClose();
          await onSaved();
        }
      }}
    >
      <TextField
        name="title"
        label="Judul pertemuan"
        required
        maxLength={200}
        defaultValue={editing?.lesson?.title}
        error={action.errors.title}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="starts_at"
          type="datetime-local"
          label="Mulai (WIB)"
          required
          defaultValue={toWibInput(editing?.lesson?.starts_at)}
          error={action.errors.starts_at}
        />
        <TextField
          name="ends_at"
          type="datetime-local"
          label="Selesai (WIB)"
          required
          defaultValue={toWibInput(editing?.lesson?.ends_at)}
          error={action.errors.ends_at}
        />
      </div>
    </FormDialog>
  );
}
