import type { CommunityBoardMember, CommunityChapter } from '@sbc/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterTabs } from '../../components/filter-tabs';
import {
  cardClass,
  inputClass,
  labelClass,
  linkClass,
  secondaryButtonClass,
} from '../../components/styles';
import { adminApi } from '../../lib/api';
import { BoardMemberDialog, type BoardPhoto } from './board-member-dialog';
import { iconButtonClass, MoveButtons, useApiAction } from './form-kit';
import { type chaptersLoader } from './loaders';
import { communityPaths } from './paths';

type Data = Awaited<ReturnType<typeof chaptersLoader>>;
type Board = Data['board'];

const BOARD_LABELS: Record<Board, string> = {
  nasional: 'Pengurus Nasional',
  'dewan-syuro': 'Dewan Syuro',
  chapter: 'Pengurus Chapter',
};

/**
 * The members of one board (national, dewan syuro, or a chapter's), in order, with the tabs and
 * chapter picker that choose the board, and the dialogs that add, edit and delete members. The
 * national boards are the super admin's to change (the API refuses anyone else with a 403): a
 * chapter admin who opens one by its address sees it without the edit controls.
 */
export function BoardSection({
  chapters,
  board,
  chapterId,
  members,
  isSuper,
  onChanged,
}: {
  chapters: CommunityChapter[];
  board: Board;
  chapterId: Data['chapterId'];
  members: CommunityBoardMember[];
  isSuper: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const boardAction = useApiAction();
  const [editingMember, setEditingMember] = useState<{
    member: CommunityBoardMember | null;
  } | null>(null);
  const [doomedMember, setDoomedMember] = useState<CommunityBoardMember | null>(null);
  const [photo, setPhoto] = useState<BoardPhoto>({ dataUrl: null, removed: false });
  const boards: Board[] = isSuper ? ['nasional', 'dewan-syuro', 'chapter'] : ['chapter'];
  const boardChapter = chapters.find((c) => c.id === chapterId);
  const isReadOnly = board !== 'chapter' && !isSuper;

  return (
    <>
      <section aria-labelledby="board-title">
        <div className="mb-3 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h2 id="board-title" className="text-brand-900 mb-3 text-lg font-bold">
              {BOARD_LABELS[board]}
              {board === 'chapter' && boardChapter ? ` — ${boardChapter.name}` : ''}
            </h2>
            {boards.length > 1 ? (
              <FilterTabs
                label="Pilih dewan"
                tabs={boards.map((b) => ({
                  label: BOARD_LABELS[b],
                  to: communityPaths.chapters({
                    board: b,
                    chapter: b === 'chapter' ? (chapterId ?? undefined) : undefined,
                  }),
                  isActive: board === b,
                }))}
              />
            ) : null}
          </div>
          <div className="flex flex-wrap items-end gap-2">
            {board === 'chapter' && chapters.length > 1 ? (
              <div>
                <label htmlFor="board-chapter" className={labelClass}>
                  Chapter
                </label>
                <select
                  id="board-chapter"
                  className={`${inputClass} mt-1.5`}
                  value={chapterId ?? ''}
                  onChange={(e) =>
                    void navigate(
                      communityPaths.chapters({
                        board: 'chapter',
                        chapter: Number(e.currentTarget.value),
                      }),
                      { replace: true },
                    )
                  }
                >
                  {chapters.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {isReadOnly ? null : (
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => {
                  setPhoto({ dataUrl: null, removed: false });
                  setEditingMember({ member: null });
                }}
              >
                Tambah pengurus
              </button>
            )}
          </div>
        </div>
        {isReadOnly ? (
          <p role="note" className="text-ink-muted mb-3 text-sm">
            {BOARD_LABELS[board]} hanya dapat diubah oleh admin pusat.{' '}
            <Link to={communityPaths.chapters({ board: 'chapter' })} className={linkClass}>
              Lihat pengurus chapter Anda
            </Link>
          </p>
        ) : null}
        {members.length === 0 ? (
          <p className="text-ink-muted text-sm">Belum ada pengurus.</p>
        ) : null}
        <ol className="grid gap-2">
          {members.map((m, index) => (
            <li key={m.id} className={`${cardClass} flex flex-wrap items-center gap-3 p-3`}>
              <div className="bg-surface-muted size-14 shrink-0 overflow-hidden rounded-full">
                {m.photo ? <img src={m.photo} alt="" className="size-full object-cover" /> : null}
              </div>
              <div className="min-w-48 flex-1">
                <p className="text-ink font-semibold">{m.name}</p>
                <p className="text-ink-muted text-sm">
                  {m.position} · {m.term_start}–{m.term_end}
                </p>
              </div>
              {isReadOnly ? null : (
                <div className="flex gap-1">
                  <MoveButtons
                    label={m.name}
                    index={index}
                    count={members.length}
                    isBusy={boardAction.busy}
                    onMove={async (step) => {
                      const direction = step < 0 ? 'up' : 'down';
                      if (
                        await boardAction.run(() =>
                          adminApi.moveBoardMember({ body: { id: m.id, direction } }),
                        )
                      )
                        await onChanged();
                    }}
                  />
                  <button
                    type="button"
                    className={iconButtonClass}
                    aria-label={`Ubah ${m.name}`}
                    onClick={() => {
                      setPhoto({ dataUrl: null, removed: false });
                      setEditingMember({ member: m });
                    }}
                  >
                    Ubah
                  </button>
                  <button
                    type="button"
                    className={`${iconButtonClass} text-danger`}
                    aria-label={`Hapus ${m.name}`}
                    onClick={() => setDoomedMember(m)}
                  >
                    ✕
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      </section>

      <BoardMemberDialog
        board={board}
        boardLabel={BOARD_LABELS[board]}
        chapterId={chapterId}
        editing={editingMember}
        photo={photo}
        onPhotoChange={setPhoto}
        action={boardAction}
        onClose={() => setEditingMember(null)}
        onSaved={onChanged}
      />
      <ConfirmDialog
        open={doomedMember !== null}
        onOpenChange={(open) => !open && setDoomedMember(null)}
        title="Hapus pengurus?"
        description={
          doomedMember
            ? `${doomedMember.name} (${doomedMember.position}) akan dihapus dari daftar pengurus.`
            : ''
        }
        confirmLabel="Hapus"
        busy={boardAction.busy}
        onConfirm={async () => {
          if (!doomedMember) return;
          const done = await boardAction.run(
            () => adminApi.deleteBoardMember({ body: { id: doomedMember.id } }),
            'Pengurus dihapus',
          );
          setDoomedMember(null);
          if (done) await onChanged();
        }}
      />
    </>
  );
}
