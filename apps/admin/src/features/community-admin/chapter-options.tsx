import type { CommunityChapter } from '@sbc/contract';

/** The chapter choices: a chapter admin has only their own; the super admin also "Nasional". */
export function ChapterOptions({
  chapters,
  allowNational,
}: {
  chapters: CommunityChapter[];
  allowNational: boolean;
}) {
  return (
    <>
      {allowNational ? <option value="">Nasional (tanpa chapter)</option> : null}
      {chapters.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </>
  );
}
