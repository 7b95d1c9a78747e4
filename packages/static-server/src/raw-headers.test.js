import http from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { keepRepeatedHeaders } from './raw-headers.js';

/** @type {http.Server | undefined} */
let server;
afterEach(() => new Promise((done) => (server ? server.close(() => done(undefined)) : done(undefined))));

it('keeps every Set-Cookie handed to writeHead as a flat array after setHeader was used', async () => {
  server = http.createServer((_req, res) => {
    res.setHeader('Content-Security-Policy', "default-src 'self'");
    keepRepeatedHeaders(res);
    res.writeHead(302, ['Location', '/tentang-kami', 'Set-Cookie', 'Member-Token=abc; Path=/', 'set-cookie', 'member_profile=x; Path=/']);
    res.end();
  });
  await new Promise((done) => server?.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const response = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/tentang-kami');
  expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
  expect(response.headers.getSetCookie()).toEqual(['Member-Token=abc; Path=/', 'member_profile=x; Path=/']);
});
