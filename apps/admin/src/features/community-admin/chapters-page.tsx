import type { CommunityBoardMember, CommunityChapter } from '@sbc/contract';
import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterTabs } from '../../components/filter-tabs';
import { PageHeader } from '../../components/page-header';
import { cardClass, inputClass, labelClass, secondaryButtonClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import { TextArea } from '../../components/form-fields';
import { adminApi } from '../../lib/api';
import { useAdminProfile } from '../../lib/profile';
import { FormDialog, iconButtonClass, MoveButtons, text, useApiAction } from './form-kit';
import { ImageInput, UploadProgress } from './image-input';
import { type chaptersLoader } from './loaders';
import { communityPaths } from './paths';

type Data = Awaited<ReturnType<typeof chaptersLoader>>;
type Board = Data['board'];

const BOARD_LABELS: Record<Board, string> = {
  nasional: 'Pengurus Nasional',
  'dewan-syuro': 'Dewan Syuro',
  chapter: 'Pengurus Chapter',
};

function chapterBody(form: FormData) {
  return {
    name: text(form, 'name'),
    slug: text(form, 'slug'),
    city: text(form, 'city'),
    province: text(form, 'province'),
    address: text(form, 'address'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    instagram: text(form, 'instagram'),
    description: text(form, 'description'),
  };
}

/** `/admin/community/chapters`: chapters with address and contacts, and the boards. */
export function ChaptersPage() {
  const { chapters, board, chapterId, members } = useLoaderData<Data>();
  const isSuper = useAdminProfile()?.profile.role === 'super';
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const chapterAction = useApiAction();
  const boardAction = useApiAction();
  const [editingChapter, setEditingChapter] = useState<{ chapter: CommunityChapter | null } | null>(
    null,
  );
  const [doomedChapter, setDoomedChapter] = useState<CommunityChapter | null>(null);
  const [editingMember, setEditingMember] = useState<{
    member: CommunityBoardMember | null;
  } | null>(null);
  const [doomedMember, setDoomedMember] = useState<CommunityBoardMember | null>(null);
  const [photo, setPhoto] = useState<{ dataUrl: string | null; removed: boolean }>({
    dataUrl: null,
    removed: false,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const refresh = () => revalidator.revalidate();
  const boards: Board[] = isSuper ? ['nasional', 'dewan-syuro', 'chapter'] : ['chapter'];
  const boardChapter = chapters.find((c) => c.id === chapterId);

  return (
    <div>
      <PageHeader
        documentTitle="Chapter & Pengurus"
        title="Chapter & Pengurus"
        description="Alamat dan kontak chapter, pengurus nasional, dewan syuro, dan pengurus tiap chapter."
        actions={
          isSuper ? (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => setEditingChapter({ chapter: null })}
            >
              Tambah chapter
            </button>
          ) : undefined
        }
      />
      <section aria-labelledby="chapters-title" className="mb-8">
        <h2 id="chapters-title" className="text-brand-900 mb-3 text-lg font-bold">
          Chapter
        </h2>
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {chapters.map((c) => (
            <li key={c.id} className={`${cardClass} grid content-between gap-3 p-4`}>
              <div>
                <p className="text-ink font-semibold">{c.name}</p>
                <p className="text-ink-muted text-sm">{c.address}</p>
                <p className="text-ink-muted text-sm">
                  {c.city}, {c.province}
                </p>
                <p className="text-ink-subtle mt-1 text-xs">
                  {[c.phone, c.email, c.instagram].filter(Boolean).join(' · ') ||
                    'Belum ada kontak'}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className={iconButtonClass}
                  onClick={() => setEditingChapter({ chapter: c })}
                  aria-label={`Ubah ${c.name}`}
                >
                  Ubah
                </button>
                {isSuper ? (
                  <button
                    type="button"
                    className={`${iconButtonClass} text-danger`}
                    onClick={() => setDoomedChapter(c)}
                    aria-label={`Hapus ${c.name}`}
                  >
                    Hapus
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

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
          </div>
        </div>
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
              <div className="flex gap-1">
                <MoveButtons
                  label={m.name}
                  index={index}
                  count={members.length}
                  disabled={boardAction.busy}
                  onMove={async (step) => {
                    const direction = step < 0 ? 'up' : 'down';
                    if (
                      await boardAction.run(() =>
                        adminApi.moveBoardMember({ body: { id: m.id, direction } }),
                      )
                    )
                      await refresh();
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
            </li>
          ))}
        </ol>
      </section>

      <FormDialog
        open={editingChapter !== null}
        onClose={() => setEditingChapter(null)}
        title={editingChapter?.chapter ? `Ubah ${editingChapter.chapter.name}` : 'Tambah chapter'}
        className="max-h-[90vh] max-w-xl overflow-y-auto"
        busy={chapterAction.busy}
        onSubmit={async (form) => {
          const body = chapterBody(form);
          const current = editingChapter?.chapter;
          const saved = await chapterAction.run(
            () =>
              current
                ? adminApi.updateChapter({ body: { ...body, id: current.id } })
                : adminApi.createChapter({ body }),
            'Chapter disimpan',
          );
          if (saved) {
            setEditingChapter(null);
            await refresh();
          }
        }}
      >
        <TextField
          name="name"
          label="Nama chapter"
          required
          maxLength={120}
          defaultValue={editingChapter?.chapter?.name}
          error={chapterAction.errors.name}
        />
        <TextField
          name="slug"
          label="Permalink"
          maxLength={200}
          defaultValue={editingChapter?.chapter?.slug}
          error={chapterAction.errors.slug}
          hint="Kosongkan agar dibuat dari nama."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="city"
            label="Kota"
            required
            maxLength={80}
            defaultValue={editingChapter?.chapter?.city}
            error={chapterAction.errors.city}
          />
          <TextField
            name="province"
            label="Provinsi"
            required
            maxLength={80}
            defaultValue={editingChapter?.chapter?.province}
            error={chapterAction.errors.province}
          />
        </div>
        <TextArea
          name="address"
          label="Alamat"
          rows={2}
          required
          maxLength={500}
          defaultValue={editingChapter?.chapter?.address}
          error={chapterAction.errors.address}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="phone"
            label="Telepon"
            type="tel"
            maxLength={40}
            defaultValue={editingChapter?.chapter?.phone ?? ''}
            error={chapterAction.errors.phone}
          />
          <TextField
            name="email"
            label="Email"
            type="email"
            maxLength={254}
            defaultValue={editingChapter?.chapter?.email ?? ''}
            error={chapterAction.errors.email}
          />
        </div>
        <TextField
          name="instagram"
          label="Instagram"
          maxLength={80}
          defaultValue={editingChapter?.chapter?.instagram ?? ''}
          error={chapterAction.errors.instagram}
        />
        <TextArea
          name="description"
          label="Deskripsi"
          rows={3}
          maxLength={2000}
          defaultValue={editingChapter?.chapter?.description}
          error={chapterAction.errors.description}
        />
      </FormDialog>

      <FormDialog
        open={editingMember !== null}
        onClose={() => setEditingMember(null)}
        title={
          editingMember?.member
            ? `Ubah ${editingMember.member.name}`
            : `Tambah ${BOARD_LABELS[board].toLowerCase()}`
        }
        className="max-h-[90vh] max-w-xl overflow-y-auto"
        busy={boardAction.busy}
        onSubmit={async (form) => {
          const current = editingMember?.member;
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
          const saved = await boardAction.run(
            () =>
              adminApi.saveBoardMember(
                { body },
                photo.dataUrl ? { onUploadProgress: setProgress } : {},
              ),
            'Pengurus disimpan',
          );
          setProgress(null);
          if (saved) {
            setEditingMember(null);
            await refresh();
          }
        }}
      >
        <TextField
          name="name"
          label="Nama"
          required
          maxLength={120}
          defaultValue={editingMember?.member?.name}
          error={boardAction.errors.name}
        />
        <TextField
          name="position"
          label="Jabatan"
          required
          maxLength={120}
          defaultValue={editingMember?.member?.position}
          error={boardAction.errors.position}
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
            defaultValue={editingMember?.member?.term_start ?? new Date().getFullYear()}
            error={boardAction.errors.term_start}
          />
          <TextField
            name="term_end"
            label="Akhir masa bakti (tahun)"
            type="number"
            inputMode="numeric"
            min={1990}
            max={2100}
            required
            defaultValue={editingMember?.member?.term_end ?? new Date().getFullYear() + 3}
            error={boardAction.errors.term_end}
          />
        </div>
        <ImageInput
          key={editingMember?.member?.id ?? 'new'}
          label="Foto"
          shape="square"
          current={editingMember?.member?.photo ?? null}
          error={boardAction.errors.photo}
          hint="Dipotong persegi 320×320 piksel; minimal 120×120 piksel."
          onChange={(dataUrl, removed) => setPhoto({ dataUrl, removed })}
        />
        {progress !== null ? <UploadProgress fraction={progress} label="Mengunggah foto" /> : null}
      </FormDialog>

      <ConfirmDialog
        open={doomedChapter !== null}
        onOpenChange={(open) => !open && setDoomedChapter(null)}
        title="Hapus chapter?"
        description={
          doomedChapter
            ? `“${doomedChapter.name}” hanya dapat dihapus bila tidak ada acara, kelas, album, pengurus, admin, atau pesanan yang memakainya.`
            : ''
        }
        confirmLabel="Hapus chapter"
        busy={chapterAction.busy}
        onConfirm={async () => {
          if (!doomedChapter) return;
          const done = await chapterAction.run(
            () => adminApi.deleteChapter({ body: { id: doomedChapter.id } }),
            'Chapter dihapus',
          );
          setDoomedChapter(null);
          if (done) await refresh();
        }}
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
          if (done) await refresh();
        }}
      />
    </div>
  );
}
