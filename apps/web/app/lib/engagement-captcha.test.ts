import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  type CaptchaChallenge,
  encodeCaptchaSolution,
  solveCaptcha,
  webCryptoSha256Hex,
} from './engagement-captcha';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function challengeFor(number: number, maxnumber = 5_000): CaptchaChallenge {
  const salt = 'a1b2c3d4e5f6?expires=1795382136&';
  return { algorithm: 'SHA-256', challenge: sha256(salt + number), maxnumber, salt, signature: 'f00d' };
}

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));

describe('webCryptoSha256Hex', () => {
  it('agrees with node:crypto on ASCII and non-ASCII text', async () => {
    for (const text of ['', 'abc', 'salt?expires=1&42', 'Hubungi Kami — ü']) {
      expect(await webCryptoSha256Hex(text)).toBe(sha256(text));
    }
  });
});

describe('solveCaptcha', () => {
  it('finds the number with Web Crypto and answers the ALTCHA payload', async () => {
    const challenge = challengeFor(1_337);
    const payload = await solveCaptcha(challenge);
    expect(decode(payload)).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 1_337,
      salt: challenge.salt,
      signature: 'f00d',
    });
  });

  it('finds 0 and maxnumber itself, across batch edges', async () => {
    for (const [number, batchSize] of [
      [0, 7],
      [99, 10],
      [100, 10],
      [500, 64],
    ] as const) {
      const payload = await solveCaptcha(challengeFor(number, 500), { batchSize });
      expect(decode(payload).number).toBe(number);
    }
  });

  it('yields to the page between batches', async () => {
    const pause = vi.fn(async () => undefined);
    await solveCaptcha(challengeFor(1_000), { batchSize: 100, pause });
    expect(pause).toHaveBeenCalledTimes(10);
  });

  it('fails when no number matches, and for an algorithm it cannot run', async () => {
    const unsolvable = { ...challengeFor(900, 500) };
    await expect(solveCaptcha(unsolvable, { batchSize: 200 })).rejects.toThrow('no solution');
    await expect(solveCaptcha({ ...challengeFor(1), algorithm: 'SHA-512' })).rejects.toThrow(
      'Unsupported',
    );
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const pause = async () => controller.abort(new Error('berhenti'));
    await expect(
      solveCaptcha(challengeFor(4_000), { batchSize: 100, pause, signal: controller.signal }),
    ).rejects.toThrow('berhenti');
  });

  it('encodes a solution as base64 JSON', () => {
    const payload = encodeCaptchaSolution(challengeFor(5), 5);
    expect(payload).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decode(payload).number).toBe(5);
  });
});
