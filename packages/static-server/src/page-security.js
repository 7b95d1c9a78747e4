import { randomBytes } from 'node:crypto';

/** A fresh script nonce for one response: 16 random bytes, base64 (24 characters). */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * Security headers of a server-rendered page: scripts only from this origin or inline with this
 * response's nonce (never `unsafe-inline`), images and media from the API, YouTube's privacy
 * embed in frames, no framing by others, and the same companions the SPAs send. Images and media
 * may also come from `mediaOrigin` (media in a public bucket or behind a CDN).
 * @param {{ apiOrigin: string, nonce: string, mediaOrigin?: string }} options
 * @returns {Record<string, string>}
 */
export function pageSecurityHeaders({ apiOrigin, nonce, mediaOrigin = '' }) {
  const media = [apiOrigin, mediaOrigin].filter(Boolean).join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${media}`,
      `media-src 'self' ${media}`,
      `connect-src 'self' ${apiOrigin}`,
      'frame-src https://www.youtube-nocookie.com',
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
