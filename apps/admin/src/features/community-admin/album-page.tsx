import type { CommunityImage } from '@sbc/contract';
import { useId, useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import {
  cardClass,
  dangerButtonClass,
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/styles';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast';
import { env } from '../../env';
import { adminApi } from '../../lib/api';
import { describeError } from '../../lib/errors';
import { useAdminProfile } from '../../lib/profile';
import { AlbumFields } from './album-fields';
import { FormSection, iconButtonClass, MoveButtons, SaveBar, useApiAction } from './form-kit';
import { albumBody } from './gallery-page';
import { fileProblem, IMAGE_TYPES, readAsDataUrl, UploadProgress } from './image-input';
import { type albumLoader } from './loaders';
import { communityPaths } from './paths';
import { moved } from './speakers-field';

type Data = Awaited<ReturnType<typeof albumLoader>>;

/** A chosen file waiting for its alt text, then uploaded on its own. */
interface Pending {
  key: string;
  name: string;
  preview: string;
  alt: string;
  caption: string;
  progress: number | null;
  error: string | null;
}

let pendingKey = 0;

/** `/admin/community/gallery/:id`: an album's details and photos. */
export function AlbumPage() {
  const { album, categories, chapters } = useLoaderData<Data>();
  const isSuper = useAdminProfile()?.profile.role === 'super';
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const details = useApiAction();
  const photos = useApiAction();
  const [pending, setPending] = useState<Pending[]>([]);
  const [uploading, setUploading] = useState(false);
  const [doomed, setDoomed] = useState<
    { kind: 'album' } | { kind: 'image'; image: CommunityImage } | null
  >(null);
  const fileId = useId();
  const refresh = () => revalidator.revalidate();

  async function choose(files: FileList | null) {
    const chosen = [...(files ?? [])];
    const added = await Promise.all(
      chosen.map(async (file) => {
        const problem = fileProblem(file);
        return {
          key: `p${pendingKey++}`,
          name: file.name,
          preview: problem ? '' : await readAsDataUrl(file),
          alt: '',
          caption: '',
          progress: null,
          error: problem,
        };
      }),
    );
    setPending((list) => [...list, ...added]);
  }

  const patch = (key: string, change: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  /** Uploads the waiting photos one request each, in order; failed ones stay in the list. */
  async function uploadAll() {
    const ready = pending.filter((p) => p.preview && !p.error);
    const missingAlt = ready.filter((p) => !p.alt.trim());
    if (missingAlt.length) {
      for (const p of missingAlt) patch(p.key, { error: 'Teks alternatif wajib diisi' });
      return;
    }
    setUploading(true);
    let uploaded = 0;
    for (const p of ready) {
      patch(p.key, { progress: 0, error: null });
      try {
        await adminApi.uploadGalleryImage(
          {
            body: {
              album_id: album.id,
              image: p.preview,
              alt: p.alt.trim(),
              caption: p.caption.trim(),
            },
          },
          { onUploadProgress: (fraction) => patch(p.key, { progress: fraction }) },
        );
        uploaded += 1;
        setPending((list) => list.filter((item) => item.key !== p.key));
      } catch (error) {
        patch(p.key, { progress: null, error: describeError(error).message });
      }
    }
    setUploading(false);
    if (uploaded) toast({ tone: 'success', title: `${uploaded} foto diunggah` });
    await refresh();
  }

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
          <a
            href={`${env.WEB_URL}/galeri-kegiatan/${album.slug}`}
            target="_blank"
            rel="noreferrer"
            className={secondaryButtonClass}
          >
            Lihat di situs
          </a>
        }
      />
      <div className="grid gap-6">
        <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="upload-title">
          <h2 id="upload-title" className="text-brand-900 mb-1 text-lg font-bold">
            Unggah foto
          </h2>
          <p className="text-ink-muted mb-4 text-sm">
            JPEG, PNG, atau WebP, minimal 320×240 piksel, maksimal 8 MB per foto. Setiap foto wajib
            diberi teks alternatif.
          </p>
          <input
            id={fileId}
            type="file"
            multiple
            accept={IMAGE_TYPES}
            className="peer sr-only"
            onChange={(e) => {
              void choose(e.currentTarget.files);
              e.currentTarget.value = '';
            }}
          />
          <label
            htmlFor={fileId}
            className={`${secondaryButtonClass} peer-focus-visible:ring-brand-500 cursor-pointer peer-focus-visible:ring-2`}
          >
            Pilih foto…
          </label>
          {pending.length ? (
            <>
              <ul className="mt-4 grid gap-3" aria-label="Foto yang akan diunggah">
                {pending.map((p, index) => (
                  <li
                    key={p.key}
                    className="border-line grid gap-3 rounded-xl border p-3 sm:grid-cols-[8rem_1fr]"
                  >
                    <div className="bg-surface-muted aspect-[4/3] overflow-hidden rounded-lg">
                      {p.preview ? (
                        <img
                          src={p.preview}
                          alt={`Pratinjau ${p.name}`}
                          className="size-full object-cover"
                        />
                      ) : null}
                    </div>
                    <div className="grid gap-2">
                      <p className="text-ink-muted truncate text-xs">{p.name}</p>
                      <div>
                        <label htmlFor={`${p.key}-alt`} className="text-ink text-sm font-semibold">
                          Teks alternatif foto {index + 1}
                        </label>
                        <input
                          id={`${p.key}-alt`}
                          className={`${inputClass} mt-1`}
                          value={p.alt}
                          maxLength={300}
                          required
                          disabled={uploading || !p.preview}
                          aria-invalid={p.error ? true : undefined}
                          onChange={(e) =>
                            patch(p.key, { alt: e.currentTarget.value, error: null })
                          }
                        />
                      </div>
                      <div>
                        <label
                          htmlFor={`${p.key}-caption`}
                          className="text-ink text-sm font-semibold"
                        >
                          Keterangan foto {index + 1}
                        </label>
                        <input
                          id={`${p.key}-caption`}
                          className={`${inputClass} mt-1`}
                          value={p.caption}
                          maxLength={500}
                          disabled={uploading || !p.preview}
                          onChange={(e) => patch(p.key, { caption: e.currentTarget.value })}
                        />
                      </div>
                      {p.progress !== null ? (
                        <UploadProgress fraction={p.progress} label={`Mengunggah ${p.name}`} />
                      ) : null}
                      {p.error ? (
                        <p className="text-danger text-sm" role="alert">
                          {p.error}
                        </p>
                      ) : null}
                      <button
                        type="button"
                        className="text-danger w-fit text-sm font-semibold hover:underline"
                        disabled={uploading}
                        onClick={() =>
                          setPending((list) => list.filter((item) => item.key !== p.key))
                        }
                      >
                        Batal pilih
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
              <div className="mt-4 flex justify-end">
                <button
                  type="button"
                  className={primaryButtonClass}
                  disabled={uploading}
                  onClick={() => void uploadAll()}
                >
                  {uploading
                    ? 'Mengunggah…'
                    : `Unggah ${pending.filter((p) => p.preview).length} foto`}
                </button>
              </div>
            </>
          ) : null}
        </section>

        <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="photos-title">
          <h2 id="photos-title" className="text-brand-900 mb-4 text-lg font-bold">
            Foto album ({album.images.length})
          </h2>
          {album.images.length === 0 ? (
            <p className="text-ink-muted text-sm">Belum ada foto.</p>
          ) : null}
          <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {album.images.map((image, index) => (
              <PhotoItem
                key={image.id}
                image={image}
                index={index}
                count={album.images.length}
                busy={photos.busy}
                onMove={(step) => void move(index, step)}
                onDelete={() => setDoomed({ kind: 'image', image })}
                onSaved={refresh}
              />
            ))}
          </ol>
        </section>

        <form
          noValidate
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

/** One stored photo: preview, alt text and caption editing, move and delete buttons. */
function PhotoItem({
  image,
  index,
  count,
  busy,
  onMove,
  onDelete,
  onSaved,
}: {
  image: CommunityImage;
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
  onSaved: () => Promise<void>;
}) {
  const { busy: saving, errors, run } = useApiAction();
  const label = image.alt || `foto ${index + 1}`;
  return (
    <li className="border-line grid content-start gap-2 rounded-xl border p-3">
      <div className="bg-surface-muted aspect-[4/3] overflow-hidden rounded-lg">
        <img src={image.thumb} alt={image.alt} loading="lazy" className="size-full object-cover" />
      </div>
      <form
        noValidate
        className="grid gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const saved = await run(
            () =>
              adminApi.updateGalleryImage({
                body: {
                  id: image.id,
                  alt: String(form.get('alt') ?? ''),
                  caption: String(form.get('caption') ?? ''),
                },
              }),
            'Keterangan foto disimpan',
          );
          if (saved) await onSaved();
        }}
      >
        <TextField
          id={`alt-${image.id}`}
          name="alt"
          label="Teks alternatif"
          required
          maxLength={300}
          defaultValue={image.alt}
          error={errors.alt}
        />
        <TextField
          id={`caption-${image.id}`}
          name="caption"
          label="Keterangan"
          maxLength={500}
          defaultValue={image.caption}
          error={errors.caption}
        />
        <div className="flex flex-wrap items-center justify-between gap-1">
          <span className="flex gap-1">
            <MoveButtons
              label={label}
              index={index}
              count={count}
              disabled={busy}
              onMove={onMove}
            />
            <button
              type="button"
              className={`${iconButtonClass} text-danger`}
              aria-label={`Hapus ${label}`}
              onClick={onDelete}
            >
              ✕
            </button>
          </span>
          <button type="submit" className={iconButtonClass} disabled={saving}>
            Simpan
          </button>
        </div>
      </form>
    </li>
  );
}
