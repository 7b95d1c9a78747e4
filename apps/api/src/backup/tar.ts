import { Readable } from 'node:stream';

/**
 * Just enough of the tar format (POSIX ustar, as `tar` reads it) for backups: files and folders,
 * written as a stream and read back one entry at a time.
 */
export interface TarEntry {
  name: string;
  type?: 'file' | 'directory';
  size?: number;
  mode?: number;
  mtime?: Date;
  /** The file's bytes, whole or as chunks (whose lengths add up to `size`). */
  body?: Buffer | (() => AsyncIterable<Buffer>);
}

export interface ReadTarEntry {
  name: string;
  type: 'file' | 'directory' | 'other';
  mode: number;
  mtime: Date;
  body: Buffer;
}

const BLOCK = 512;

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

/** Splits a long path into ustar's prefix (155) and name (100) at a slash; null when it cannot. */
function splitName(name: string): { prefix: string; base: string } | null {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100 && base)
      return { prefix, base };
  }
  return null;
}

/** A pax extended header carrying a path too long for ustar (its record counts its own length). */
function paxPath(name: string): Buffer {
  const text = ` path=${name}\n`;
  let length = Buffer.byteLength(text);
  while (String(length).length + Buffer.byteLength(text) !== length) {
    length = String(length).length + Buffer.byteLength(text);
  }
  const body = Buffer.from(`${length}${text}`);
  return Buffer.concat([
    header({ name: 'PaxHeader', type: 'file' }, body.length, 'x'),
    body,
    padding(body.length),
  ]);
}

function header(entry: TarEntry, size: number, flag?: string): Buffer {
  const block = Buffer.alloc(BLOCK);
  const isDir = entry.type === 'directory';
  const name = isDir && !entry.name.endsWith('/') ? `${entry.name}/` : entry.name;
  // Past ustar's limits the pax header before this one holds the path; this one a shortened name.
  const { prefix, base } = splitName(name) ?? { prefix: '', base: name.slice(-100) };
  block.write(base, 0, 100, 'utf8');
  block.write(octal(entry.mode ?? (isDir ? 0o755 : 0o644), 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor((entry.mtime ?? new Date()).getTime() / 1000), 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write(flag ?? (isDir ? '5' : '0'), 156, 'ascii');
  block.write('ustar\0' + '00', 257, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest ? BLOCK - rest : 0);
}

/** A tar archive of the entries, produced as they are read (media files are not held in memory). */
export function tarStream(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): Readable {
  async function* produce(): AsyncGenerator<Buffer> {
    for await (const entry of entries) {
      const name = entry.type === 'directory' ? `${entry.name.replace(/\/$/, '')}/` : entry.name;
      if (!splitName(name)) yield paxPath(name);
      if (entry.type === 'directory') {
        yield header(entry, 0);
        continue;
      }
      const body = entry.body ?? Buffer.alloc(0);
      const size = Buffer.isBuffer(body) ? body.length : (entry.size ?? 0);
      yield header(entry, size);
      let written = 0;
      if (Buffer.isBuffer(body)) {
        written = body.length;
        yield body;
      } else {
        for await (const chunk of body()) {
          written += chunk.length;
          yield chunk;
        }
      }
      if (written !== size)
        throw new Error(`Ukuran ${entry.name} berubah saat diarsipkan (${size} → ${written})`);
      yield padding(size);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  return Readable.from(produce(), { objectMode: false });
}

/** Pulls exact byte counts out of a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;
  private done = false;
  private iterator: AsyncIterator<Buffer | string>;

  constructor(source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>) {
    this.iterator = (async function* () {
      yield* source;
    })();
  }

  /** Exactly n bytes, or fewer only at the end of the stream. */
  async read(n: number): Promise<Buffer> {
    while (this.length < n && !this.done) {
      const next = await this.iterator.next();
      if (next.done) this.done = true;
      else {
        const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
        this.chunks.push(chunk);
        this.length += chunk.length;
      }
    }
    // One chunk (a whole archive in memory) is sliced, never copied: copying it per entry costs minutes.
    const [first] = this.chunks;
    const all = first && this.chunks.length === 1 ? first : Buffer.concat(this.chunks);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length ? [rest] : [];
    this.length = rest.length;
    return out;
  }
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseOctal(block: Buffer, start: number, length: number): number {
  const text = field(block, start, length).trim();
  return text ? parseInt(text, 8) : 0;
}

/** Extended (pax) header records: `<length> <key>=<value>\n`. */
function paxRecords(body: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    if (space === -1) break;
    const length = parseInt(body.subarray(at, space).toString('ascii'), 10);
    if (!length) break;
    const record = body.subarray(space + 1, at + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (eq > 0) records[record.slice(0, eq)] = record.slice(eq + 1);
    at += length;
  }
  return records;
}

/** The entries of a tar archive in order (ustar, with pax and GNU long names understood). */
export async function* readTar(
  source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
): AsyncGenerator<ReadTarEntry> {
  const reader = new ByteReader(source);
  let longName: string | undefined;
  for (;;) {
    const block = await reader.read(BLOCK);
    if (block.length < BLOCK || block.every((b) => b === 0)) return;
    let sum = 0;
    block.forEach((byte, i) => (sum += i >= 148 && i < 156 ? 0x20 : byte));
    if (sum !== parseOctal(block, 148, 8))
      throw new Error('Arsip rusak: checksum header tar tidak cocok');
    const size = parseOctal(block, 124, 12);
    const body = await reader.read(size);
    if (body.length < size) throw new Error('Arsip terpotong');
    await reader.read(padding(size).length);
    const flag = String.fromCharCode(block[156] || 0x30);
    if (flag === 'x') {
      longName = paxRecords(body).path ?? longName;
      continue;
    }
    if (flag === 'L') {
      longName = field(body, 0, body.length);
      continue;
    }
    if (flag === 'g') continue;
    const prefix = field(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
    longName = undefined;
    yield {
      name: name.replace(/\/$/, ''),
      type: flag === '5' ? 'directory' : flag === '0' || flag === '\0' ? 'file' : 'other',
      mode: parseOctal(block, 100, 8),
      mtime: new Date(parseOctal(block, 136, 12) * 1000),
      body,
    };
  }
}
