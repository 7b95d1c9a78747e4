import { PassThrough } from 'node:stream';
import { type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred } from './deferred';

function Footer({ year, info }: { year: number; info: { email: string } }) {
  return (
    <footer>
      <a href={`mailto:${info.email}`}>{info.email}</a> © {year} SBC
    </footer>
  );
}
const DeferredFooter = deferred(async () => Footer);

/** Renders as entry.server.tsx does (whole page, boundaries kept in place) and answers the HTML. */
function renderPage(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const body = new PassThrough();
    body.on('data', (chunk: Buffer) => (html += chunk.toString()));
    body.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(node, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => pipe(body),
      onError: reject,
    });
  });
}

const page = (year: number) => (
  <main>
    <p>{'Isi halaman. '.repeat(2000)}</p>
    <DeferredFooter year={year} info={{ email: 'sekretariat@sbc.or.id' }} />
  </main>
);

describe('deferred', () => {
  it('is rendered by the server in place, with no script needed to show it', async () => {
    await renderPage(page(2026)); // the first render loads the module
    const html = await renderPage(page(2026));
    expect(html).toContain('<footer><a href="mailto:sekretariat@sbc.or.id">sekretariat@sbc.or.id</a> © <!-- -->2026<!-- --> SBC</footer>');
    expect(html.indexOf('<footer>')).toBeLessThan(html.indexOf('</main>'));
    expect(html).not.toContain('$RC');
    expect(html).not.toContain('hidden id="S:');
  });
});
