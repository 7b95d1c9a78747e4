import { cx } from '@sbc/ui/class-names';
import type { BoardCardData } from '../../lib/community';

type HeadingLevel = 2 | 3 | 4;

/** A board member: photo (or initials), name, position and term of office. */
export function BoardMemberCard({
  member,
  headingLevel = 3,
}: {
  member: BoardCardData;
  headingLevel?: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="bg-surface ring-line flex h-full flex-col items-center rounded-2xl p-6 text-center shadow-sm ring-1">
      {member.photo ? (
        <img
          src={member.photo}
          alt={`Foto ${member.name}`}
          width={112}
          height={112}
          loading="lazy"
          className="ring-brand-100 h-28 w-28 rounded-full object-cover ring-4"
        />
      ) : (
        <span
          aria-hidden="true"
          className="from-brand-600 to-brand-900 ring-brand-100 flex h-28 w-28 items-center justify-center rounded-full bg-linear-to-br text-3xl font-bold text-white ring-4"
        >
          {member.initials}
        </span>
      )}
      <Heading className="text-ink mt-4 leading-snug font-bold">{member.name}</Heading>
      <p className="text-brand-700 mt-1 text-sm font-semibold">{member.position}</p>
      <p className="text-ink-subtle mt-auto pt-3 text-xs">
        Masa bakti <span className="whitespace-nowrap">{member.term}</span>
      </p>
    </article>
  );
}

/** Board members in a grid: two columns on phones, up to four (or three, beside a sidebar) on wide screens. */
export function BoardGrid({
  members,
  headingLevel,
  maxColumns = 4,
}: {
  members: readonly BoardCardData[];
  headingLevel?: HeadingLevel;
  maxColumns?: 3 | 4;
}) {
  return (
    <ul
      className={cx(
        'grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:gap-6',
        maxColumns === 4 && 'lg:grid-cols-4',
      )}
    >
      {members.map((member) => (
        <li key={member.id}>
          <BoardMemberCard member={member} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
