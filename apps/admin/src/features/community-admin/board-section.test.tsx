// @vitest-environment happy-dom
import type { CommunityBoardMember, CommunityChapter } from '@sbc/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/toast';
import { BoardSection } from './board-section';

afterEach(cleanup);

const BANDUNG: CommunityChapter = {
  id: 3,
  slug: 'bandung',
  name: 'SBC Chapter Bandung',
  city: 'Bandung',
  province: 'Jawa Barat',
  address: 'Jl. Merdeka 1',
  phone: null,
  email: null,
  instagram: null,
  description: '',
  sort_order: 0,
  board_count: 1,
};

const member = (board: CommunityBoardMember['board'], id: number, name: string) => ({
  id,
  board,
  chapter_id: board === 'chapter' ? BANDUNG.id : null,
  chapter_name: board === 'chapter' ? BANDUNG.name : null,
  name,
  position: 'Anggota',
  photo: null,
  term_start: 2024,
  term_end: 2027,
  sort_order: id,
});

function renderBoard(board: CommunityBoardMember['board'], isSuper: boolean) {
  const members = [member(board, 1, 'Ahmad Fauzi'), member(board, 2, 'Dewi Lestari')];
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ToastProvider>
          <BoardSection
            chapters={[BANDUNG]}
            board={board}
            chapterId={BANDUNG.id}
            members={members}
            isSuper={isSuper}
            onChanged={() => Promise.resolve()}
          />
        </ToastProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

/** Every button that would change the board: add, move, edit, delete. */
const editControls = () =>
  screen
    .queryAllByRole('button')
    .filter((b) =>
      /^(Tambah pengurus|Ubah |Hapus |Pindahkan )/.test(
        b.getAttribute('aria-label') ?? b.textContent ?? '',
      ),
    );

describe('BoardSection', () => {
  it.each([
    ['nasional', 'Pengurus Nasional'],
    ['dewan-syuro', 'Dewan Syuro'],
  ] as const)(
    'shows the %s board read-only to a chapter admin, saying who changes it',
    (board, label) => {
      renderBoard(board, false);
      expect(screen.getByText('Ahmad Fauzi')).toBeTruthy();
      expect(screen.getByText('Dewi Lestari')).toBeTruthy();
      expect(editControls()).toEqual([]);
      expect(screen.getByRole('note').textContent).toContain(
        `${label} hanya dapat diubah oleh admin pusat.`,
      );
      expect(
        screen.getByRole('link', { name: 'Lihat pengurus chapter Anda' }).getAttribute('href'),
      ).toBe('/community/chapters?board=chapter');
    },
  );

  it("lets a chapter admin change their own chapter's board", () => {
    renderBoard('chapter', false);
    expect(screen.getByRole('button', { name: 'Tambah pengurus' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ubah Ahmad Fauzi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus Dewi Lestari' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pindahkan Ahmad Fauzi ke bawah' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('lets the super admin change the national boards', () => {
    renderBoard('dewan-syuro', true);
    expect(screen.getByRole('button', { name: 'Tambah pengurus' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ubah Dewi Lestari' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus Ahmad Fauzi' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
