import type { CommunityChapter } from '@sbc/contract';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { cardClass, secondaryButtonClass } from '../../components/styles';
import { adminApi } from '../../lib/api';
import { useAdminProfile } from '../../lib/profile';
import { BoardSection } from './board-section';
import { ChapterDialog } from './chapter-dialog';
import { iconButtonClass, useApiAction } from './form-kit';
import { type chaptersLoader } from './loaders';

type Data = Awaited<ReturnType<typeof chaptersLoader>>;

/** `/admin/community/chapters`: chapters with address and contacts, and the boards. */
export function ChaptersPage() {
  const { chapters, board, chapterId, members } = useLoaderData<Data>();
  const isSuper = useAdminProfile()?.profile.role === 'super';
  const revalidator = useRevalidator();
  const chapterAction = useApiAction();
  const [editingChapter, setEditingChapter] = useState<{ chapter: CommunityChapter | null } | null>(
    null,
  );
  const [doomedChapter, setDoomedChapter] = useState<CommunityChapter | null>(null);
  const refresh = () => revalidator.revalidate();

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

      <BoardSection
        chapters={chapters}
        board={board}
        chapterId={chapterId}
        members={members}
        isSuper={isSuper}
        onChanged={refresh}
      />

      <ChapterDialog
        editing={editingChapter}
        action={chapterAction}
        onClose={() => setEditingChapter(null)}
        onSaved={refresh}
      />

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
    </div>
  );
}
