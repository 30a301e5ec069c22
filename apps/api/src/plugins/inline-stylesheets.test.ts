import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_CSS_MAX_BYTES, inlineStylesheets } from './web-document.ts';

// The build's stylesheet is written into each document instead of linked: no round trip before
// the first paint (docs/web-performance.md).
function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'packdex-web-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}
const head = (links: string) => `<!doctype html><html><head>${links}</head><body><div id="root"></div></body></html>`;

describe('inlineStylesheets', () => {
  it('writes the stylesheet into the document and keeps its link disabled, which no browser fetches', () => {
    const dir = dist({ 'assets/app-abc.css': 'body{color:red}.x::after{content:"</style><script>"}' });
    const html = inlineStylesheets(head('<link rel="stylesheet" crossorigin href="/assets/app-abc.css">'), dir);
    expect(html).toContain(
      '<style data-href="/assets/app-abc.css">body{color:red}.x::after{content:"<\\/style><script>"}</style>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-abc.css" disabled>');
    // Nothing in the stylesheet closes its element: one </style>, the element's own.
    expect(html.match(/<\/style/gi)).toHaveLength(1);
  });

  it('leaves linked a stylesheet that is missing, too large, or not one of the build assets', () => {
    const dir = dist({ 'assets/big-1.css': 'a{}'.repeat(INLINE_CSS_MAX_BYTES) });
    const links = [
      '<link rel="stylesheet" crossorigin href="/assets/gone-2.css">',
      '<link rel="stylesheet" crossorigin href="/assets/big-1.css">',
      '<link rel="stylesheet" href="https://cdn.example/x.css">',
      '<link rel="icon" href="/assets/app-abc.css">',
    ].join('');
    expect(inlineStylesheets(head(links), dir)).toBe(head(links));
  });
});
