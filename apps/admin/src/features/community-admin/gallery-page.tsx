import type { CommunityAlbum } from '@sbc/contract';
import { formatDate } from '@sbc/format/date';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { cardClass, primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import { adminApi } from '../../lib/api';
import { useAdminProfile } from '../../lib/profile';
import { AlbumFields } from './album-fields';
import { FormDialog, iconButtonClass, text, useApiAction } from './form-kit';
import { type galleryLoader, PER_PAGE } from './loaders';
import { communityPaths } from './paths';

type Data = Awaited<ReturnType<typeof galleryLoader>>;
type Category = Data['categories'][number];

/** Reads the album form's fields into the call's body. */
export function albumBody(form: FormData) {
  const chapter = text(form, 'chapter_id');
  return {
    title: text(form, 'title'),
    slug: text(form, 'slug'),
    description: text(form, 'description'),
    category_id: Number(text(form, 'category_id')),
    chapter_id: chapter ? Number(chapter) : null,
    event_date: text(form, 'event_date'),
  };
}

function AlbumCard({ album }: { album: CommunityAlbum }) {
  return (
    <li className={`${cardClass} overflow-hidden`}>
      <Link to={communityPaths.album(album.id)} className="group block">
        <div className="bg-surface-muted aspect-[4/3]">
          {album.cover_thumb ? (
            <img src={album.cover_thumb} alt="" loading="lazy" className="size-full object-cover" />
          ) : null}
        </div>
        <div className="p-3">
          <p className="text-brand-800 font-semibold group-hover:underline">{album.title}</p>
          <p className="text-ink-muted text-xs">
            {formatDate(Date.parse(`${album.event_date}T00:00:00+07:00`) / 1000)} ·{' '}
            {album.image_count > 0
              ? `${album.image_count} foto`
              : 'Belum ada foto, belum tampil di situs'}
          </p>
          <p className="text-ink-subtle text-xs">
            {album.category_title} · {album.chapter_name ?? 'Nasional'}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** `/admin/community/gallery`: albums, and for the super admin the gallery categories. */
export function GalleryPage() {
  const { albums, categories, chapters, q, page } = useLoaderData<Data>();
  const isSuper = useAdminProfile()?.profile.role === 'super';
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { busy, errors, run, forgetChangedField } = useApiAction();
  const [creating, setCreating] = useState(false);
  const [category, setCategory] = useState<{ current: Category | null } | null>(null);
  const [doomed, setDoomed] = useState<Category | null>(null);
  return (
    <div>
      <PageHeader
        documentTitle="Galeri"
        title="Galeri kegiatan"
        description="Album foto kegiatan: unggah beberapa foto sekaligus, beri teks alternatif dan keterangan, lalu atur urutannya."
        actions={
          <button type="button" className={primaryButtonClass} onClick={() => setCreating(true)}>
            Buat album
          </button>
        }
      />
      <div className="mb-5">
        <SearchForm defaultValue={q} label="Cari album" placeholder="Cari judul album…" />
      </div>
      {albums.data.length === 0 ? (
        <EmptyState title="Tidak ada album">
          {q ? `Tidak ada album yang cocok dengan “${q}”.` : 'Belum ada album.'}
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {albums.data.map((album) => (
            <AlbumCard key={album.id} album={album} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        perPage={PER_PAGE}
        total={albums.totalRecords}
        noun="album"
        hrefFor={(p) => communityPaths.gallery({ q, page: p })}
      />

      {isSuper ? (
        <section className={`${cardClass} mt-8 p-4 sm:p-6`} aria-labelledby="categories-title">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="categories-title" className="text-brand-900 text-lg font-bold">
              Kategori galeri
            </h2>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => setCategory({ current: null })}
            >
              Tambah kategori
            </button>
          </div>
          <ul className="grid gap-1.5">
            {categories.map((c) => (
              <li
                key={c.id}
                className="border-line flex flex-wrap items-center justify-between gap-2 border-b py-2 text-sm last:border-0"
              >
                <span>
                  <span className="font-semibold">{c.title}</span>{' '}
                  <span className="text-ink-muted">/{c.slug}</span>
                  <span className="text-ink-subtle block text-xs">{c.album_count} album</span>
                </span>
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={iconButtonClass}
                    onClick={() => setCategory({ current: c })}
                  >
                    Ubah
                  </button>
                  <button
                    type="button"
                    className={`${iconButtonClass} text-danger`}
                    onClick={() => setDoomed(c)}
                  >
                    Hapus
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <FormDialog
        open={creating}
        onClose={() => setCreating(false)}
        title="Buat album"
        className="max-w-lg"
        busy={busy}
        onInput={forgetChangedField}
        saveLabel="Buat album"
        onSubmit={async (form) => {
          const saved = await run(
            () => adminApi.saveGalleryAlbum({ body: albumBody(form) }),
            'Album dibuat',
          );
          if (saved) await navigate(communityPaths.album(saved.id));
        }}
      >
        <AlbumFields
          album={null}
          categories={categories}
          chapters={chapters}
          errors={errors}
          allowNational={isSuper}
        />
      </FormDialog>

      <FormDialog
        open={category !== null}
        onClose={() => setCategory(null)}
        title={category?.current ? 'Ubah kategori' : 'Tambah kategori'}
        busy={busy}
        onInput={forgetChangedField}
        onSubmit={async (form) => {
          const saved = await run(
            () =>
              adminApi.saveGalleryCategory({
                body: {
                  id: category?.current?.id,
                  title: text(form, 'title'),
                  slug: text(form, 'slug'),
                },
              }),
            'Kategori disimpan',
          );
          if (saved) {
            setCategory(null);
            await revalidator.revalidate();
          }
        }}
      >
        <TextField
          name="title"
          label="Nama kategori"
          required
          maxLength={120}
          defaultValue={category?.current?.title}
          error={errors.title}
        />
        <TextField
          name="slug"
          label="Permalink"
          maxLength={200}
          defaultValue={category?.current?.slug}
          error={errors.slug}
          hint="Tetap sama saat nama diubah, kecuali Anda mengubahnya di sini; alamat lama lalu dialihkan ke permalink baru."
        />
      </FormDialog>

      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title="Hapus kategori?"
        description={
          doomed
            ? doomed.album_count
              ? `“${doomed.title}” masih berisi ${doomed.album_count} album; pindahkan albumnya terlebih dahulu.`
              : `Kategori “${doomed.title}” akan dihapus.`
            : ''
        }
        confirmLabel="Hapus"
        busy={busy}
        onConfirm={async () => {
          if (!doomed) return;
          const done = await run(
            () => adminApi.deleteGalleryCategory({ body: { id: doomed.id } }),
            'Kategori dihapus',
          );
          setDoomed(null);
          if (done) await revalidator.revalidate();
        }}
      />
    </div>
  );
}
