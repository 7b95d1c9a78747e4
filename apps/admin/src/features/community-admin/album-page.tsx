import type { CommunityImage } from '@sbc/contract';
import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { dangerButtonClass, secondaryButtonClass } from '../../components/styles';
import { env } from '../../env';
import { adminApi } from '../../lib/api';
import { useAdminProfile } from '../../lib/profile';
import { AlbumFields } from './album-fields';
import { PhotoList } from './album-photo-list';
import { PhotoUpload } from './album-photo-upload';
import { FormSection, SaveBar, useApiAction } from './form-kit';
import { albumBody } from './gallery-page';
import { type albumLoader } from './loaders';
import { communityPaths } from './paths';
import { moved } from './speakers-field';

type Data = Awaited<ReturnType<typeof albumLoader>>;

/** `/admin/community/gallery/:id`: an album's details and photos. */
export function AlbumPage() {
  const { album, categories, chapters } = useLoaderData<Data>();
  const isSuper = useAdminProfile()?.profile.role === 'super';
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const details = useApiAction();
  const photos = useApiAction();
  const [doomed, setDoomed] = useState<
    { kind: 'album' } | { kind: 'image'; image: CommunityImage } | null
  >(null);
  const refresh = () => revalidator.revalidate();

  async function move(index: number, step: -1 | 1) {
    const order = moved(album.images, index, step).map((i) => i.id);
    const done = await photos.run(() =>
      adminApi.reorderGalleryImages({ body: { album_id: album.id, image_ids: order } }),
    );
    if (done) await refresh();
  }

  return (
    <div>
      <PageHeader
        documentTitle={album.title}
        title={album.title}
        back={{ to: communityPaths.gallery(), label: 'Semua album' }}
        description={`${album.image_count} foto · ${album.category_title} · ${album.chapter_name ?? 'Nasional'}`}
        actions={
          album.image_count > 0 ? (
            <a
              href={`${env.WEB_URL}/galeri-kegiatan/${album.slug}`}
              target="_blank"
              rel="noreferrer"
              className={secondaryButtonClass}
            >
              Lihat di situs
            </a>
          ) : (
            // The site shows an album from its first photo on (an empty one would be a blank page).
            <p className="text-ink-muted text-sm">Belum tampil di situs: unggah foto pertama.</p>
          )
        }
      />
      <div className="grid gap-6">
        <PhotoUpload albumId={album.id} onUploaded={refresh} />

        <PhotoList
          images={album.images}
          busy={photos.busy}
          onMove={(index, step) => void move(index, step)}
          onDelete={(image) => setDoomed({ kind: 'image', image })}
          onSaved={refresh}
        />

        <form
          noValidate
          onInput={details.forgetChangedField}
          onSubmit={async (e) => {
            e.preventDefault();
            const saved = await details.run(
              () =>
                adminApi.saveGalleryAlbum({
                  body: { ...albumBody(new FormData(e.currentTarget)), id: album.id },
                }),
              'Album disimpan',
            );
            if (saved) await refresh();
          }}
        >
          <FormSection title="Data album">
            <AlbumFields
              album={album}
              categories={categories}
              chapters={chapters}
              errors={details.errors}
              allowNational={isSuper}
            />
            <SaveBar busy={details.busy} label="Simpan album">
              <button
                type="button"
                className={dangerButtonClass}
                onClick={() => setDoomed({ kind: 'album' })}
              >
                Hapus album
              </button>
            </SaveBar>
          </FormSection>
        </form>
      </div>

      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={doomed?.kind === 'album' ? 'Hapus album ini?' : 'Hapus foto ini?'}
        description={
          doomed?.kind === 'album'
            ? `“${album.title}” beserta ${album.images.length} fotonya akan dihapus permanen.`
            : 'Foto dan semua ukurannya akan dihapus permanen.'
        }
        confirmLabel="Hapus"
        busy={photos.busy}
        onConfirm={async () => {
          if (!doomed) return;
          if (doomed.kind === 'album') {
            const done = await photos.run(
              () => adminApi.deleteGalleryAlbum({ body: { id: album.id } }),
              'Album dihapus',
            );
            setDoomed(null);
            if (done) await navigate(communityPaths.gallery(), { replace: true });
            return;
          }
          const done = await photos.run(
            () => adminApi.deleteGalleryImage({ body: { id: doomed.image.id } }),
            'Foto dihapus',
          );
          setDoomed(null);
          if (done) await refresh();
        }}
      />
    </div>
  );
}
