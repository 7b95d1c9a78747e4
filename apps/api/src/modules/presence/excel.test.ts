import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { streamSheet } from './excel';

async function read(rows: Record<string, unknown>[]): Promise<unknown[]> {
  const errors: unknown[] = [];
  const stream = streamSheet('Peserta', [{ header: 'Nama', key: 'name', width: 30 }, { header: 'Kursi', key: 'seats', width: 8 }], (async function* () {
    yield rows;
  })(), (error) => errors.push(error));
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(errors).toEqual([]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Peserta');
  return (sheet?.getColumn(1).values ?? []).slice(1);
}

describe('streamSheet', () => {
  it('writes a file Excel opens even when a stored name holds characters XML cannot', async () => {
    const names = await read([
      { name: 'Ani\uFFFEBudi\uFFFF', seats: 1 },
      { name: 'Cici\ud800 Dewi\u0001', seats: 2 },
      { name: 'Siti 😀 Rahmawati', seats: 3 },
    ]);
    expect(names).toEqual(['Nama', 'AniBudi', 'Cici Dewi', 'Siti 😀 Rahmawati']);
  });
});
