import { whileSending } from '@sbc/ui/while-sending';
import type { CommunityCourseDetail } from '@sbc/contract';
import { EmailText } from '../../components/email-text';
import { cardClass, secondaryButtonClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import { adminApi } from '../../lib/api';
import { iconButtonClass, text, type useApiAction } from './form-kit';

/** A member who follows a course. */
export type CourseMember = CommunityCourseDetail['members'][number];

/** Who follows a course: a form that adds a member by email, and the list with "Keluarkan". */
export function CourseFollowers({
  courseId,
  members,
  action,
  onAdded,
  onRemove,
}: {
  courseId: number;
  members: CourseMember[];
  action: ReturnType<typeof useApiAction>;
  onAdded: () => Promise<unknown>;
  onRemove: (member: CourseMember) => void;
}) {
  return (
    <section className={`${cardClass} content-start p-4 sm:p-6`} aria-labelledby="members-title">
      <h2 id="members-title" className="text-brand-900 mb-4 text-lg font-bold">
        Peserta kelas ({members.length})
      </h2>
      <form
        noValidate
        className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end"
        onInput={action.forgetChangedField}
        onSubmit={async (e) => {
          e.preventDefault();
          const formEl = e.currentTarget;
          const email = text(new FormData(formEl), 'email');
          const added = await action.run(() =>
            adminApi.addCourseMember({ body: { course_id: courseId, email } }),
          );
          if (added) {
            formEl.reset();
            await onAdded();
          }
        }}
      >
        <div className="flex-1">
          <TextField
            name="email"
            type="email"
            label="Email anggota"
            required
            error={action.errors.email}
          />
        </div>
        <button type="submit" className={secondaryButtonClass} {...whileSending(action.busy)}>
          Tambah
        </button>
      </form>
      {members.length === 0 ? <p className="text-ink-muted text-sm">Belum ada peserta.</p> : null}
      <ul className="grid gap-1.5">
        {members.map((m) => (
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
              onClick={() => onRemove(m)}
            >
              Keluarkan
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
