import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The product sends its mail here during browser tests: a real SMTP exchange on loopback. */
export const E2E_SMTP_PORT = 4125;
export const E2E_MAIL_DIR = join(tmpdir(), `sbc-e2e-mail-${E2E_SMTP_PORT}`);

/** Starts the SMTP server; every message received is written to E2E_MAIL_DIR as raw text. */
export async function startMailServer(): Promise<() => Promise<void>> {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(join(E2E_MAIL_DIR, `${String(++count).padStart(4, '0')}.eml`), `X-Envelope-To: ${to}\r\n${raw}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The raw messages received so far for one address. */
export function mailsTo(address: string): string[] {
  return readdirSync(E2E_MAIL_DIR)
    .sort()
    .map((name) => readFileSync(join(E2E_MAIL_DIR, name), 'utf8'))
    .filter((raw) => raw.startsWith(`X-Envelope-To: ${address}`));
}

/** Undoes a part's transfer encoding (base64 or quoted-printable) as UTF-8 text. */
function decodePart(headers: string, body: string): string {
  if (/^Content-Transfer-Encoding: base64/im.test(headers)) {
    return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('utf8');
  }
  if (/^Content-Transfer-Encoding: quoted-printable/im.test(headers)) {
    const soft = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The plain-text body of a raw message, its transfer encoding undone, nested multipart parts too. */
export function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /^Content-Type: multipart\/[\w-]+;[\s\S]*?boundary="?([^";\r\n]+)"?/im.exec(headers)?.[1];
  if (!boundary) return decodePart(headers, body);
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .map((part) => part.replace(/^\r?\n/, ''));
  const typeOf = (part: string) => /^Content-Type: ([\w-]+\/[\w-]+)/im.exec(part.slice(0, part.search(/\r?\n\r?\n/)))?.[1] ?? '';
  const chosen = parts.find((part) => typeOf(part) === 'text/plain') ?? parts.find((part) => typeOf(part).startsWith('multipart/'));
  return chosen ? mailText(chosen) : '';
}
