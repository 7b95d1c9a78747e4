import type { BoardMember } from '@sbc/contract';
import { describe, expect, it } from 'vitest';
import {
  formatTerm,
  groupChapterBoards,
  instagramHandle,
  instagramUrl,
  personInitials,
  telHref,
  toBoardCard,
} from './community';

describe('personInitials', () => {
  it.each([
    ['Prof. Dr. H. Syamsul Arifin, M.A.', 'SA'],
    ['K.H. Mahfud Ridwan, Lc.', 'MR'],
    ['Prof. Dr. Ir. Hj. Endang Sri Lestari, M.Sc.', 'EL'],
    ['dr. Bagus Prasetyo Adi', 'BA'],
    ['K.H. Zainal Muttaqin', 'ZM'],
    ['Moch. Arif Syaifuddin', 'MS'],
    ['St. Hartina Rahman', 'SR'],
    ['Fajar Nugroho', 'FN'],
    ['Hairani', 'H'],
    ['', ''],
  ])('%s -> %s', (name, expected) => {
    expect(personInitials(name)).toBe(expected);
  });
});

describe('formatTerm', () => {
  it.each([
    [2023, 2028, '2023–2028'],
    [2025, 2025, '2025'],
  ])('%i, %i -> %s', (start, end, expected) => {
    expect(formatTerm(start, end)).toBe(expected);
  });
});

const member = (over: Partial<BoardMember>): BoardMember => ({
  id: 1,
  board: 'chapter',
  chapter_slug: 'jakarta',
  chapter_name: 'SBC Chapter Jakarta',
  name: 'Hendra Gunawan, S.E.',
  position: 'Ketua Chapter',
  photo: null,
  term_start: 2024,
  term_end: 2027,
  ...over,
});

describe('toBoardCard', () => {
  it('keeps what the card shows', () => {
    expect(toBoardCard(member({ photo: 'http://api.test/media/p.webp' }))).toEqual({
      id: 1,
      name: 'Hendra Gunawan, S.E.',
      position: 'Ketua Chapter',
      photo: 'http://api.test/media/p.webp',
      term: '2024–2027',
      initials: 'HG',
    });
  });
});

describe('groupChapterBoards', () => {
  it('groups in the order the API gives, members keeping their rank', () => {
    const boards = groupChapterBoards([
      member({ id: 1 }),
      member({ id: 2, name: 'Dewi Anggraini', position: 'Sekretaris' }),
      member({
        id: 3,
        chapter_slug: 'bandung',
        chapter_name: 'SBC Chapter Bandung',
        name: 'Dadang Suherman',
      }),
      member({ id: 4, chapter_slug: null, chapter_name: null }),
    ]);
    expect(boards.map((b) => [b.slug, b.name, b.members.map((m) => m.id)])).toEqual([
      ['jakarta', 'SBC Chapter Jakarta', [1, 2]],
      ['bandung', 'SBC Chapter Bandung', [3]],
    ]);
  });
});

describe('contact links', () => {
  it.each([
    ['+62 812-8045-2271', 'tel:+6281280452271'],
    ['(021) 555 0123', 'tel:0215550123'],
  ])('telHref(%s) -> %s', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });

  it.each([
    ['https://www.instagram.com/sbc.jakarta', '@sbc.jakarta'],
    ['https://instagram.com/sbc_bandung/', '@sbc_bandung'],
    ['@sbc.medan', '@sbc.medan'],
    [null, null],
    ['', null],
  ])('instagramHandle(%j) -> %j', (value, expected) => {
    expect(instagramHandle(value)).toBe(expected);
  });

  it('builds a profile URL from a bare handle', () => {
    expect(instagramUrl('@sbc.medan')).toBe('https://www.instagram.com/sbc.medan');
    expect(instagramUrl('https://www.instagram.com/sbc.jakarta')).toBe(
      'https://www.instagram.com/sbc.jakarta',
    );
  });
});
