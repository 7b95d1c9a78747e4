import type { CommunityBoardMember } from '@sbc/contract';
import { useState } from 'react';
import { TextField } from '../../components/text-field';
import { adminApi } from '../../lib/api';
import { FormDialog, text, type useApiAction } from './form-kit';
import { BOARD_PHOTO_LIMITS } from '../../lib/image-file';
import { ImageInput, UploadProgress } from './image-input';
import { type chaptersLoader } from './loaders';

type Board = Awaited<ReturnType<typeof chaptersLoader>>['board'];

/** The photo picked in the dialog: a new one, or the current one removed. */
export interface BoardPhoto {
  dataUrl: string | null;
  removed: boolean;
}

/**
 * Adds a member to the board shown (`member` null) or edits one, with photo upload progress;
 * `editing` is null while closed.
 */
export function BoardMemberDialog({
  board,
  boardLabel,
  chapterId,
  editing,
  photo,
  onPhotoChange,
  action,
  onClose,
  onSaved,
}: {
  board: Board;
  /** The board's name, as in "Tambah {boardLabel}". */
  boardLabel: string;
  chapterId: number | null;
  editing: { member: CommunityBoardMember | null } | null;
  photo: BoardPhoto;
  onPhotoChange: (photo: BoardPhoto) => void;
  action: ReturnType<typeof useApiAction>;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={editing?.member ? `Ubah ${editing.member.name}` : `Tambah ${boardLabel.toLowerCase()}`}
      className="max-h-[90vh] max-w-xl overflow-y-auto"
      busy={action.busy}
      onInput={action.forgetChangedField}
      onSubmit={async (form) => {
        const current = editing?.member;
        const body = {
          id: current?.id,
          board: current?.board ?? board,
          chapter_id: current ? current.chapter_id : board === 'chapter' ? chapterId : null,
          name: text(form, 'name'),
          position: text(form, 'position'),
          term_start: Number(text(form, 'term_start')),
          term_end: Number(text(form, 'term_end')),
          ...(photo.dataUrl ? { photo: photo.dataUrl } : {}),
          ...(photo.removed && !photo.dataUrl ? { remove_photo: true } : {}),
        };
        const saved = await action.run(
          () =>
            adminApi.saveBoardMember(
              { body },
              photo.dataUrl ? { onUploadProgress: setProgress } : {},
            ),
          'Pengurus disimpan',
        );
        setProgress(null);
        if (saved) {
          onClose();
          await onSaved();
        }
      }}
    >
      <TextField
        name="name"
        label="Nama"
        required
        maxLength={120}
        defaultValue={editing?.member?.name}
        error={action.errors.name}
      />
      <TextField
        name="position"
        label="Jabatan"
        required
        maxLength={120}
        defaultValue={editing?.member?.position}
        error={action.errors.position}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="term_start"
          label="Awal masa bakti (tahun)"
          type="number"
          inputMode="numeric"
          min={1990}
          max={2100}
          required
          defaultValue={editing?.member?.term_start ?? new Date().getFullYear()}
          error={action.errors.term_start}
        />
        <TextField
          name="term_end"
          label="Akhir masa bakti (tahun)"
          type="number"
          inputMode="numeric"
          min={1990}
          max={2100}
          required
          defaultValue={editing?.member?.term_end ?? new Date().getFullYear() + 3}
          error={action.errors.term_end}
        />
      </div>
      <ImageInput
        key={editing?.member?.id ?? 'new'}
        label="Foto"
        limits={BOARD_PHOTO_LIMITS}
        shape="square"
        current={editing?.member?.photo ?? null}
        error={action.errors.photo}
        hint="Dipotong persegi 320×320 piksel; minimal 120×120 piksel."
        onChange={(dataUrl, removed) => onPhotoChange({ dataUrl, removed })}
      />
      {progress !== null ? <UploadProgress fraction={progress} label="Mengunggah foto" /> : null}
    </FormDialog>
  );
}
