import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BACKUP_TOKEN_HEADER, createBackup, endpointPath } from '@sbc/contract';
import { type DbKind } from '../db/client';
import { type Env, s3Settings, storageDir } from '../env';
import { createMediaStorage } from '../services/media-storage';
import {
  asideName,
  backupArchive,
  dumpPglite,
  hasContent,
  moveFolder,
  stagingFolder,
  unpackBackup,
} from './archive';
import { dumpPostgres, restorePostgres } from './postgres';

/** The API process on this machine, which alone may open the embedded database while it runs. */
function localApi(env: Env): string {
  return `http://127.0.0.1:${env.PORT}`;
}

async function apiAnswers(env: Env): Promise<boolean> {
  try {
    const res = await fetch(`${localApi(env)}/healthz`, { signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** The local media folder, or null when media live in an S3 bucket (backed up by the bucket's own means). */
function localMediaRoot(env: Env): string | null {
  return s3Settings(env) ? null : resolve(storageDir(env));
}

function isInside(child: string, parent: string): boolean {
  const rel = relative(resolve(parent), resolve(child));
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith('/');
}

export interface BackupResult {
  database: DbKind;
  /** How the database was read: pg_dump, through the running API, or by opening the stopped PGlite folder. */
  via: 'pg_dump' | 'api' | 'folder';
  media: 'local' | 's3';
  bytes: number;
}

/** Writes the archive to a temporary name first, so a failed backup never leaves a partial file. */
async function writeArchive(file: string, archive: Readable): Promise<number> {
  const partial = `${file}.sebagian`;
  await mkdir(dirname(file), { recursive: true });
  try {
    await pipeline(archive, createWriteStream(partial));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}

async function fetchBackupFromApi(env: Env, file: string): Promise<number> {
  if (!env.BACKUP_TOKEN) {
    throw new Error(
      'API sedang berjalan dan memegang basis data tertanam. Isi BACKUP_TOKEN (sama dengan milik API) agar cadangan diambil lewat API, atau hentikan API dulu.',
    );
  }
  const res = await fetch(`${localApi(env)}${endpointPath(createBackup)}`, {
    method: 'POST',
    headers: { [BACKUP_TOKEN_HEADER]: env.BACKUP_TOKEN },
  });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(`API menolak pencadangan (${res.status}): ${body?.msg ?? res.statusText}`);
  }
  return writeArchive(file, Readable.fromWeb(res.body as never));
}

/** Opens a stopped PGlite folder for a backup or a check (never while the API holds it). */
async function openPgliteFolder(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/** `pnpm db:backup <file>`: the database and the local media folder in one archive. */
export async function backupTo(
  env: Env,
  file: string,
  options: { pgBinDir?: string } = {},
): Promise<BackupResult> {
  const mediaRoot = localMediaRoot(env);
  const media = mediaRoot ? 'local' : 's3';
  if (env.DATABASE_URL) {
    const work = await mkdtemp(join(tmpdir(), 'sbc-cadangan-'));
    try {
      const dumpFile = join(work, 'postgres.dump');
      await dumpPostgres(env.DATABASE_URL, dumpFile, options.pgBinDir);
      const { size } = await stat(dumpFile);
      const archive = await backupArchive({
        database: 'postgres',
        dump: { size, body: () => createReadStream(dumpFile) },
        mediaRoot,
      });
      return {
        database: 'postgres',
        via: 'pg_dump',
        media,
        bytes: await writeArchive(file, archive),
      };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  if (await apiAnswers(env)) {
    return { database: 'pglite', via: 'api', media, bytes: await fetchBackupFromApi(env, file) };
  }
  if (!existsSync(join(env.DATA_DIR, 'PG_VERSION'))) {
    throw new Error(`Tidak ada basis data tertanam di ${resolve(env.DATA_DIR)} (periksa DATA_DIR)`);
  }
  const client = await openPgliteFolder(env.DATA_DIR);
  let dump: Buffer;
  try {
    dump = await dumpPglite(client, env.DATA_DIR, mediaRoot);
  } finally {
    await client.close();
  }
  const archive = await backupArchive({
    database: 'pglite',
    dump: { size: dump.length, body: dump },
    mediaRoot,
  });
  return { database: 'pglite', via: 'folder', media, bytes: await writeArchive(file, archive) };
}

export interface RestoreResult {
  database: DbKind;
  /** Media files restored (0 when the backup left media in the bucket). */
  mediaFiles: number;
  /** Where the data that was replaced now lies (kept, never deleted). */
  setAside: string[];
}

/**
 * `pnpm db:restore <file>`: replaces the database and the media with the archive's. The API must be
 * stopped. Local folders that are replaced are moved aside (`<folder>.sebelum-pemulihan-<time>`),
 * never deleted; media restored into an S3 bucket overwrite objects of the same key.
 */
export async function restoreFrom(
  env: Env,
  file: string,
  options: { pgBinDir?: string } = {},
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new Error(`Berkas cadangan tidak ada: ${file}`);
  const kind: DbKind = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (kind === 'pglite' && (await apiAnswers(env))) {
    throw new Error(
      `API masih berjalan di ${localApi(env)}: hentikan dulu sebelum memulihkan basis data tertanam.`,
    );
  }
  const mediaRoot = localMediaRoot(env);
  const dataDir = resolve(env.DATA_DIR);
  const mediaInData = kind === 'pglite' && mediaRoot !== null && isInside(mediaRoot, dataDir);
  const work = await mkdtemp(join(tmpdir(), 'sbc-pemulihan-'));
  const staging = mediaRoot ? await stagingFolder(mediaInData ? dataDir : mediaRoot) : null;
  try {
    const unpacked = await unpackBackup(
      createReadStream(file),
      work,
      staging ? staging.storage : createMediaStorage(env),
      (manifest) => {
        if (manifest.database === kind) return;
        throw new Error(
          `Cadangan ini dari ${manifest.database === 'pglite' ? 'basis data tertanam (PGlite)' : 'PostgreSQL'}, sedangkan konfigurasi sekarang ${kind === 'pglite' ? 'basis data tertanam (DATABASE_URL kosong)' : 'PostgreSQL'}.`,
        );
      },
    );
    const setAside: string[] = [];
    const now = new Date();
    if (env.DATABASE_URL) {
      await restorePostgres(env.DATABASE_URL, unpacked.dumpPath, options.pgBinDir);
    } else {
      const dump = new Blob([await readFile(unpacked.dumpPath)]);
      if (await hasContent(dataDir)) {
        const aside = asideName(dataDir, now);
        await moveFolder(dataDir, aside);
        setAside.push(aside);
      }
      const client = await openPgliteFolder(dataDir, dump);
      await client.query('select 1');
      await client.close();
    }
    // Media: the staged folder takes the place of the current one (which a PGlite restore may already have moved).
    if (staging && mediaRoot && unpacked.manifest.media === 'local') {
      if (await hasContent(mediaRoot)) {
        const aside = asideName(mediaRoot, now);
        await moveFolder(mediaRoot, aside);
        setAside.push(aside);
      }
      await rm(mediaRoot, { recursive: true, force: true });
      await moveFolder(staging.path, mediaRoot);
    }
    return { database: kind, mediaFiles: unpacked.mediaFiles, setAside };
  } finally {
    await rm(work, { recursive: true, force: true });
    if (staging) await rm(staging.path, { recursive: true, force: true });
  }
}
