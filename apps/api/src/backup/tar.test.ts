import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { readTar, tarStream } from './tar';

const long = `media/${'galeri-kegiatan-bakti-sosial/'.repeat(9)}foto-${'a'.repeat(40)}.webp`;

describe('tar archives of backups', () => {
  it('writes what tar reads and reads it back: folders, streamed files, long names', async () => {
    const archive = await buffer(
      tarStream([
        { name: 'sbc-backup.json', body: Buffer.from('{"format":"sbc-backup"}') },
        { name: 'media/berita', type: 'directory' },
        {
          name: 'media/berita/sampul.webp',
          size: 1500,
          body: async function* () {
            yield Buffer.alloc(1000, 1);
            yield Buffer.alloc(500, 2);
          },
        },
        { name: long, body: Buffer.from('panjang') },
      ]),
    );
    expect(archive.length % 512).toBe(0);

    const entries = [];
    for await (const e of readTar([archive]))
      entries.push({ name: e.name, type: e.type, size: e.body.length });
    expect(entries).toEqual([
      { name: 'sbc-backup.json', type: 'file', size: 23 },
      { name: 'media/berita', type: 'directory', size: 0 },
      { name: 'media/berita/sampul.webp', type: 'file', size: 1500 },
      { name: long, type: 'file', size: 7 },
    ]);

    // GNU tar, as an operator would look into a backup.
    const file = join(mkdtempSync(join(tmpdir(), 'sbc-tar-')), 'arsip.tar');
    writeFileSync(file, archive);
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'sbc-backup.json',
      'media/berita/',
      'media/berita/sampul.webp',
      long,
    ]);
  });

  it('refuses a file whose size changed while it was archived', async () => {
    const archive = tarStream([
      {
        name: 'a.txt',
        size: 10,
        body: async function* () {
          yield Buffer.from('pendek');
        },
      },
    ]);
    await expect(buffer(archive)).rejects.toThrow('Ukuran a.txt berubah');
  });

  it('refuses a damaged archive', async () => {
    const archive = await buffer(tarStream([{ name: 'a.txt', body: Buffer.from('isi') }]));
    archive[10] = 0x41;
    await expect(async () => {
      for await (const entry of readTar([archive])) void entry;
    }).rejects.toThrow('checksum');
  });
});
