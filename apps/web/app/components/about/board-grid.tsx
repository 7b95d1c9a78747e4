import { cx } from '@sbc/ui/class-names';
import type { BoardCardData } from '../../lib/community';

type HeadingLevel = 2 | 3 | 4;

/**
 * A board member: photo (or initials), name, position and term of office. On a phone's single
 * column the photo stands beside the text (a board is dozens of people: stacked, each took a screen
 * third); from two columns up it stands above it.
 */
export function BoardMemberCard({
  member,
  headingLevel = 3,
}: {
  member: BoardCardData;
  headingLevel?: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="bg-surface ring-line flex h-full items-center gap-4 rounded-2xl p-4 shadow-sm ring-1 min-[420px]:flex-col min-[420px]:gap-0 min-[420px]:p-6 min-[420px]:text-center">
      {member.photo ? (
        <img
          src={member.photo}
          alt={`Foto ${member.name}`}
          width={112}
          height={112}
          loading="lazy"
          className="ring-brand-100 size-16 shrink-0 rounded-full object-cover ring-2 min-[420px]:size-28 min-[420px]:ring-4"
        />
      ) : (
        <span
          aria-hidden="true"
          className="from-brand-600 to-brand-900 ring-brand-100 flex size-16 shrink-0 items-center justify-center rounded-full bg-linear-to-br text-lg font-bold text-white ring-2 min-[420px]:size-28 min-[420px]:text-3xl min-[420px]:ring-4"
        >
          {member.initials}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col min-[420px]:mt-4 min-[420px]:w-full">
        <Heading className="text-ink leading-snug font-bold">{member.name}</Heading>
        <p className="text-brand-700 mt-1 text-sm font-semibold">{member.position}</p>
        <p className="text-ink-subtle mt-1 text-xs min-[420px]:mt-auto min-[420px]:pt-3">
          Masa bakti <span className="whitespace-nowrap">{member.term}</span>
        </p>
      </div>
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
