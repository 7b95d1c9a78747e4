import { createChallenge, verifySolution, extractParams } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import { type Db } from '../db/client';
import { captchaUses } from '../db/schema';
import { AppError } from '../http/errors';

const VALID_MINUTES = 10;
/** About 50 000 SHA-256 hashes on average: a blink for one visitor, costly for a spam run. */
const MAX_NUMBER = 100_000;

export interface Captcha {
  challenge(): Promise<{ algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string }>;
  /** Accepts a solution once; anything else is a 400 on the captcha field. */
  verify(db: Db, payload: string): Promise<void>;
}

const refused = () =>
  new AppError('BAD_REQUEST', 'Verifikasi captcha gagal, silakan coba lagi', [
    { field: 'captcha', message: 'Verifikasi captcha gagal' },
  ]);

/** The self-hosted proof-of-work captcha (ALTCHA v1 protocol), always on (ARCHITECTURE section 5). */
export function createCaptcha(secret: string): Captcha {
  const hmacKey = `captcha:${secret}`;
  return {
    async challenge() {
      const c = await createChallenge({
        hmacKey,
        maxNumber: MAX_NUMBER,
        expires: new Date(Date.now() + VALID_MINUTES * 60 * 1000),
      });
      return { algorithm: c.algorithm, challenge: c.challenge, maxnumber: c.maxnumber ?? MAX_NUMBER, salt: c.salt, signature: c.signature };
    },
    async verify(db, payload) {
      let ok = false;
      try {
        ok = await verifySolution(payload, hmacKey, true);
      } catch {
        ok = false;
      }
      if (!ok) throw refused();
      const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string };
      const expires = Number(extractParams(payload).expires ?? 0);
      await db.delete(captchaUses).where(lt(captchaUses.expiresAt, new Date()));
      const inserted = await db
        .insert(captchaUses)
        .values({ signature: decoded.signature, expiresAt: new Date(expires ? expires * 1000 : Date.now() + VALID_MINUTES * 60_000) })
        .onConflictDoNothing()
        .returning({ signature: captchaUses.signature });
      if (!inserted.length) throw refused();
    },
  };
}

/** Solves a challenge by brute force, as a browser does (tests and the demo's server-side forms). */
export async function solveCaptcha(c: { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string }): Promise<string> {
  const { createHash } = await import('node:crypto');
  for (let n = 0; n <= c.maxnumber; n++) {
    if (createHash('sha256').update(c.salt + n).digest('hex') === c.challenge) {
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature })).toString('base64');
    }
  }
  throw new Error('captcha not solvable');
}
