import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { writeReadmeTable } from '../bench/http-report.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-readme-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const README = `# Title

<!-- bench:postgres:start -->
old table
<!-- bench:postgres:end -->

After.
`;

describe("the bench's README table", () => {
  it('replaces the table between its markers, laid out as prettier checks it', async () => {
    const readme = path.join(dir, 'README.md');
    writeFileSync(readme, README);
    const md = ['### Run', '', '| size | req/s |', '| --- | ---: |', '| 10k | 12084 |', '| 1m | 59 |', ''].join('\n');
    await writeReadmeTable(readme, 'postgres', md);
    const text = readFileSync(readme, 'utf8');
    expect(text).not.toContain('old table');
    expect(text).toContain('| 1m   |    59 |');
    expect(text.endsWith('After.\n')).toBe(true);
    expect(await check(text, { ...(await resolveConfig(readme)), filepath: readme })).toBe(true);
  });

  it('leaves a README without the markers as it is', async () => {
    const readme = path.join(dir, 'OTHER.md');
    writeFileSync(readme, '# Nothing here\n');
    await writeReadmeTable(readme, 'sqlite', '| a |\n| --- |\n| b |\n');
    expect(readFileSync(readme, 'utf8')).toBe('# Nothing here\n');
  });
});
