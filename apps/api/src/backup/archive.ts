import { createReadStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { type Readable } from 'node:stream';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { type PGlite } from '@electric-sql/pglite';
import { type DbKind } from '../db/client';
import { assertSafeKey, createLocalStorage, type Storage } from '../services/storage';
import { readTar, tarStream, type TarEntry } from './tar';

/**
 * One backup is one tar archive:
 * - `sbc-backup.json`: what it holds (see BackupManifest);
 * - `database/postgres.dump` (pg_dump custom format) or `database/pglite.tar.gz` (PGlite's own dump);
 * - `media/<key>`: every file of the local media folder (none when media live in an S3 bucket).
 */
export const MANIFEST_NAME = 'sbc-backup.json';
const DATABASE_FILE: Record<DbKind, string> = {
  postgres: 'database/postgres.dump',
  pglite: 'database/pglite.tar.gz',
};

export interface BackupManifest {
  format: 'sbc-backup';
  version: 1;
  createdAt: string;
  database: DbKind;
  /** `local`: the media folder is inside the archive; `s3`: media stay in the bucket. */
  media: 'local' | 's3';
  mediaFiles: number;
}

export interface MediaFile {
  key: string;
  path: string;
  size: number;
}

/** Every file of a local media folder, by storage key (files whose names are no valid key are left out). */
export async function listMediaFiles(root: string): Promise<MediaFile[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: MediaFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(root, path).split(sep).join('/');
    try {
      assertSafeKey(key);
    } catch {
      continue;
    }
    files.push({ key, path, size: (await stat(path)).size });
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/** The archive of a database dump and (when media are local) the media folder, as a stream. */
export async function backupArchive(input: {
  database: DbKind;
  dump: { size: number; body: Buffer | (() => AsyncIterable<Buffer>) };
  /** The local media folder, or null when media live in S3. */
  mediaRoot: string | null;
}): Promise<Readable> {
  const media = input.mediaRoot ? await listMediaFiles(input.mediaRoot) : [];
  const manifest: BackupManifest = {
    format: 'sbc-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: input.database,
    media: input.mediaRoot ? 'local' : 's3',
    mediaFiles: media.length,
  };
  function* entries(): Generator<TarEntry> {
    yield { name: MANIFEST_NAME, body: Buffer.from(JSON.stringify(manifest, null, 2) + '\n') };
    yield { name: DATABASE_FILE[input.database], size: input.dump.size, body: input.dump.body };
    for (const file of media) {
      yield { name: `media/${file.key}`, size: file.size, body: () => createReadStream(file.path) };
    }
  }
  return tarStream(entries());
}

/**
 * PGlite's own dump of its data folder (gzip tar, what `loadDataDir` takes back), after a checkpoint.
 * PGlite dumps its whole folder: a media folder kept inside it is left out, since the archive has
 * the media once already.
 */
export async function dumpPglite(
  client: PGlite,
  dataDir: string,
  mediaRoot: string | null,
): Promise<Buffer> {
  await client.exec('checkpoint');
  const raw = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  const inside = mediaRoot ? relative(resolve(dataDir), resolve(mediaRoot)) : '';
  const skip =
    inside && !inside.startsWith('..') && !isAbsolute(inside)
      ? `/${inside.split(sep).join('/')}`
      : null;
  const kept: TarEntry[] = [];
  for await (const entry of readTar([raw])) {
    if (entry.type === 'other') continue;
    const name = entry.name.startsWith('/') ? entry.name : `/${entry.name}`;
    if (skip && (name === skip || name.startsWith(`${skip}/`))) continue;
    kept.push({
      name: entry.name,
      type: entry.type,
      mode: entry.mode,
      mtime: entry.mtime,
      body: entry.body,
    });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of tarStream(kept)) chunks.push(chunk as Buffer);
  return promisify(gzip)(Buffer.concat(chunks));
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export function contentTypeOf(key: string): string {
  return (
    CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'
  );
}

export interface UnpackedBackup {
  manifest: BackupManifest;
  /** The database dump, written to `dumpPath`. */
  dumpPath: string;
  mediaFiles: number;
}

/**
 * Reads an archive: checks its manifest, writes the database dump to `workDir` and hands every
 * media file to `media` (a storage: a staging folder, or the bucket).
 */
export async function unpackBackup(
  source: AsyncIterable<Buffer | string>,
  workDir: string,
  media: Storage | null,
  /** Refuses the archive (by throwing) before anything is written, e.g. a backup of the other database kind. */
  accept: (manifest: BackupManifest) => void = () => {},
): Promise<UnpackedBackup> {
  let manifest: BackupManifest | undefined;
  let dumpPath: string | undefined;
  let mediaFiles = 0;
  for await (const entry of readTar(source)) {
    if (!manifest) {
      if (entry.name !== MANIFEST_NAME)
        throw new Error('Berkas ini bukan cadangan SBC (sbc-backup.json tidak ada)');
      const parsed = JSON.parse(entry.body.toString('utf8')) as Partial<BackupManifest>;
      if (
        parsed.format !== 'sbc-backup' ||
        parsed.version !== 1 ||
        !parsed.database ||
        !(parsed.database in DATABASE_FILE)
      ) {
        throw new Error('Format cadangan tidak dikenali');
      }
      manifest = parsed as BackupManifest;
      accept(manifest);
      continue;
    }
    if (entry.type !== 'file') continue;
    if (entry.name === DATABASE_FILE[manifest.database]) {
      dumpPath = join(workDir, basename(entry.name));
      await writeFile(dumpPath, entry.body);
    } else if (entry.name.startsWith('media/') && media) {
      const key = entry.name.slice('media/'.length);
      await media.put(key, entry.body, contentTypeOf(key));
      mediaFiles++;
    }
  }
  if (!manifest) throw new Error('Berkas cadangan kosong');
  if (!dumpPath) throw new Error(`Cadangan tidak berisi ${DATABASE_FILE[manifest.database]}`);
  if (media && manifest.media === 'local' && mediaFiles !== manifest.mediaFiles) {
    throw new Error(
      `Cadangan tidak lengkap: ${mediaFiles} dari ${manifest.mediaFiles} berkas media`,
    );
  }
  return { manifest, dumpPath, mediaFiles };
}

/** Moves a folder, across file systems too. */
export async function moveFolder(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** A staging folder beside `near` (same file system, so the final move is a rename). */
export async function stagingFolder(near: string): Promise<{ path: string; storage: Storage }> {
  await mkdir(dirname(resolve(near)), { recursive: true });
  const path = await mkdtemp(join(dirname(resolve(near)), '.sbc-pemulihan-'));
  return { path, storage: createLocalStorage(path, 'http://staging.invalid') };
}

/** Where a folder's previous content goes before a restore replaces it. */
export function asideName(folder: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${resolve(folder)}.sebelum-pemulihan-${stamp}`;
}

/** True when a folder exists and holds anything. */
export async function hasContent(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch {
    return false;
  }
}
