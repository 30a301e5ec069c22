import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueFileName, catalogues, cataloguesHash } from '../apps/web/catalogue-chunks.ts';

const dirs: string[] = [];
/** A locales folder with `files` (`de/shell.json` → its text). */
function locales(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'locales-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the catalogues' chunks", () => {
  it('lists every language’s every area, and names each file by area, language and one hash', () => {
    const dir = locales({ 'de/shell.json': '{"Home":"Start"}', 'fr/shell.json': '{"Home":"Accueil"}' });
    expect(catalogues(dir).map((c) => `${c.language}/${c.area}`)).toEqual(['de/shell', 'fr/shell']);
    expect(catalogueFileName('shell', 'de', '-abc.js')).toBe('assets/shell-de-abc.js');
  });

  it('refuses a language that lacks an area another has: the browser would ask for it', () => {
    const dir = locales({ 'de/shell.json': '{}', 'de/auth.json': '{}', 'fr/shell.json': '{}' });
    expect(() => catalogues(dir)).toThrow(/fr has no auth\.json/);
  });

  it('changes every name when any catalogue changes', () => {
    const before = cataloguesHash(catalogues(locales({ 'de/shell.json': '{"Home":"Start"}' })));
    const after = cataloguesHash(catalogues(locales({ 'de/shell.json': '{"Home":"Startseite"}' })));
    expect(before).toMatch(/^[\w-]{8}$/);
    expect(after).not.toBe(before);
  });
});
