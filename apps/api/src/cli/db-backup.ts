// `pnpm db:backup <file>` and `pnpm db:restore <file>` (README, "Cadangan dan pemulihan").
import { resolve } from 'node:path';
import { backupTo, restoreFrom } from '../backup/operations';
import { loadBackupEnv } from '../env';

const USAGE = 'Pemakaian: db-backup backup <berkas.tar> | db-backup restore <berkas.tar>';

async function main(): Promise<void> {
  const [command, target] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !target) throw new Error(USAGE);
  const { env, pgBinDir, cwd } = loadBackupEnv();
  // A relative path is relative to where the operator typed the command, not to apps/api.
  const file = resolve(cwd, target);
  if (command === 'backup') {
    const result = await backupTo(env, file, { pgBinDir });
    const via = {
      pg_dump: 'pg_dump',
      api: 'lewat API yang sedang berjalan',
      folder: 'dari folder data (API berhenti)',
    }[result.via];
    console.log(`Cadangan tersimpan: ${file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB)`);
    console.log(`  basis data: ${result.database}, ${via}`);
    console.log(
      result.media === 'local'
        ? '  media: folder lokal ikut dicadangkan'
        : '  media: ada di bucket S3 dan TIDAK ikut; andalkan versioning/sinkronisasi bucket',
    );
    return;
  }
  const result = await restoreFrom(env, file, { pgBinDir });
  console.log(
    `Pemulihan selesai dari ${file}: basis data ${result.database}, ${result.mediaFiles} berkas media.`,
  );
  for (const folder of result.setAside)
    console.log(`  data sebelumnya dipindahkan ke ${folder} (hapus bila tidak diperlukan)`);
  console.log(
    'Jalankan pnpm db:migrate bila cadangan lebih tua dari versi aplikasi, lalu nyalakan API.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
