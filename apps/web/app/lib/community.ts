import type { BoardMember } from '@sbc/contract';
import { initials } from '@sbc/format/initials';

/** A board member as a card shows it. */
export interface BoardCardData {
  id: number;
  name: string;
  position: string;
  photo: string | null;
  /** "2023–2028". */
  term: string;
  /** Two letters for a member without a photo. */
  initials: string;
}

/** One chapter's board. */
export interface ChapterBoard {
  slug: string;
  name: string;
  members: BoardCardData[];
}

// Honorifics and titles written before a name ("Prof. Dr. H.", "K.H.", "dr."); degrees come after
// the first comma and are cut there. Abbreviated names ("Moch.", "St.", "Muh.") are kept.
const HONORIFICS = new Set([
  'prof',
  'dr',
  'drs',
  'dra',
  'ir',
  'h',
  'hj',
  'kh',
  'ust',
  'ustadz',
  'ustadzah',
  'apt',
  'ns',
]);

/**
 * Initials of a full name as boards write it: titles before the name and degrees after the
 * comma are skipped, then the first letters of the first and last name are taken
 * ("Prof. Dr. H. Syamsul Arifin, M.A." gives "SA").
 */
export function personInitials(fullName: string): string {
  const [name = ''] = fullName.split(',');
  const words = name
    .split(/\s+/)
    .filter((word) => word && !HONORIFICS.has(word.toLowerCase().replace(/\./g, '')));
  return initials(words[0], words.length > 1 ? words.at(-1) : undefined);
}

/** The term of office: "2023–2028", or one year when it starts and ends in the same year. */
export function formatTerm(start: number, end: number): string {
  return start === end ? String(start) : `${start}–${end}`;
}

export function toBoardCard(member: BoardMember): BoardCardData {
  return {
    id: member.id,
    name: member.name,
    position: member.position,
    photo: member.photo,
    term: formatTerm(member.term_start, member.term_end),
    initials: personInitials(member.name),
  };
}

/** Chapter board members (as the API orders them: by chapter, then rank) grouped per chapter. */
export function groupChapterBoards(members: readonly BoardMember[]): ChapterBoard[] {
  const boards = new Map<string, ChapterBoard>();
  for (const member of members) {
    if (!member.chapter_slug) continue;
    let board = boards.get(member.chapter_slug);
    if (!board) {
      board = {
        slug: member.chapter_slug,
        name: member.chapter_name ?? member.chapter_slug,
        members: [],
      };
      boards.set(member.chapter_slug, board);
    }
    board.members.push(toBoardCard(member));
  }
  return [...boards.values()];
}

/** `tel:` address of a phone number as people write it ("+62 812-8045-2271" -> "tel:+6281280452271"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "@sbc.jakarta" for an Instagram profile URL (or a handle as given); null when there is none. */
export function instagramHandle(value: string | null): string | null {
  if (!value) return null;
  const match = value.match(/instagram\.com\/([A-Za-z0-9._]+)/i);
  const handle = match?.[1] ?? value.replace(/^@/, '').trim();
  return handle ? `@${handle}` : null;
}

/** The profile URL for an Instagram value that may be a URL or a bare handle. */
export function instagramUrl(value: string): string {
  return /^https?:\/\//i.test(value)
    ? value
    : `https://www.instagram.com/${value.replace(/^@/, '')}`;
}
