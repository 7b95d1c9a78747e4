import { GALLERY_PHOTO_LIMITS, MAX_IMAGE_BYTES } from '@sbc/contract/image-limits';
import { and, eq, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { galleryAlbums, galleryImages } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { recordAudit } from '../../services/audit';
import { responsiveCopies, storeCopies } from '../../services/images';
import { checkImageUpload, convertUpload } from '../../services/uploads';
import { badField, deleteStored, newKeySuffix, notFound } from './common';
import { albumInScope, storedKeys, toImage } from './gallery';

// The photos of a gallery album: upload, caption, order and removal (the albums: gallery.ts).

/** A change to an album's photos is a change of the album's page (the sitemap's last change). */
const touchAlbum = (t: Db, albumId: number) =>
  t.update(galleryAlbums).set({ updatedAt: new Date() }).where(eq(galleryAlbums.id, albumId));

export async function uploadImage(
  ctx: AppContext,
  principal: Principal,
  input: { album_id: number; image: string; alt: string; caption: string },
) {
  const { db } = ctx.database;
  const album = await albumInScope(db, principal, input.album_id, 'write');
  const checked = await checkImageUpload(input.image, {
    field: 'image',
    maxBytes: MAX_IMAGE_BYTES,
    ...GALLERY_PHOTO_LIMITS,
  });
  const keyBase = `galeri/${album.slug}/${newKeySuffix()}`;
  const copies = await convertUpload('image', () => responsiveCopies(checked.bytes));
  const stored = await storeCopies(ctx.storage, keyBase, copies);
  const row = await db
    .transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [inserted] = await t
        .insert(galleryImages)
        .values({
          albumId: album.id,
          keyBase,
          ...stored,
          alt: input.alt,
          caption: input.caption,
          sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from gallery_images where album_id = ${album.id})`,
        })
        .returning();
      if (!inserted) throw new Error('image insert returned nothing');
      await recordAudit(t, principal, {
        action: 'upload',
        entity: 'gallery-image',
        entityId: inserted.id,
        summary: `Mengunggah foto “${input.alt}” ke album “${album.title}”`,
      });
      return inserted;
    })
    .catch(async (error: unknown) => {
      await deleteStored(ctx.storage, storedKeys({ keyBase, sizes: stored.sizes }));
      throw error;
    });
  ctx.contentChanges.notify('gallery');
  return toImage(row, ctx.storage);
}

async function imageInScope(db: Db, principal: Principal, id: number) {
  const [image] = await db.select().from(galleryImages).where(eq(galleryImages.id, id)).limit(1);
  if (!image) throw notFound('Foto');
  const album = await albumInScope(db, principal, image.albumId, 'write');
  return { image, album };
}

export async function updateImage(
  ctx: AppContext,
  principal: Principal,
  input: { id: number; alt: string; caption: string },
) {
  const { db } = ctx.database;
  const { album } = await imageInScope(db, principal, input.id);
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [updated] = await t
      .update(galleryImages)
      .set({ alt: input.alt, caption: input.caption })
      .where(eq(galleryImages.id, input.id))
      .returning();
    if (!updated) throw notFound('Foto');
    await touchAlbum(t, album.id);
    await recordAudit(t, principal, {
      action: 'update',
      entity: 'gallery-image',
      entityId: input.id,
      summary: `Mengubah keterangan foto di album “${album.title}”`,
    });
    return updated;
  });
  ctx.contentChanges.notify('gallery');
  return toImage(row, ctx.storage);
}

export async function reorderImages(
  ctx: AppContext,
  principal: Principal,
  albumId: number,
  imageIds: number[],
) {
  const { db } = ctx.database;
  const album = await albumInScope(db, principal, albumId, 'write');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const current = await t
      .select({ id: galleryImages.id })
      .from(galleryImages)
      .where(eq(galleryImages.albumId, albumId));
    const expected = new Set(current.map((r) => r.id));
    const given = new Set(imageIds);
    if (
      given.size !== imageIds.length ||
      given.size !== expected.size ||
      imageIds.some((i) => !expected.has(i))
    ) {
      throw badField('image_ids', 'Urutan harus memuat setiap foto album ini tepat satu kali');
    }
    for (const [index, imageId] of imageIds.entries()) {
      await t
        .update(galleryImages)
        .set({ sortOrder: index })
        .where(and(eq(galleryImages.id, imageId), eq(galleryImages.albumId, albumId)));
    }
    await touchAlbum(t, albumId);
    await recordAudit(t, principal, {
      action: 'reorder',
      entity: 'gallery-album',
      entityId: albumId,
      summary: `Mengubah urutan foto album “${album.title}”`,
    });
  });
  ctx.contentChanges.notify('gallery');
  return { album_id: albumId, image_ids: imageIds };
}

export async function deleteImage(ctx: AppContext, principal: Principal, id: number) {
  const { db } = ctx.database;
  const { image, album } = await imageInScope(db, principal, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.delete(galleryImages).where(eq(galleryImages.id, id));
    await touchAlbum(t, album.id);
    await recordAudit(t, principal, {
      action: 'delete',
      entity: 'gallery-image',
      entityId: id,
      summary: `Menghapus foto “${image.alt}” dari album “${album.title}”`,
    });
  });
  await deleteStored(ctx.storage, storedKeys(image));
  ctx.contentChanges.notify('gallery');
  return { id };
}
