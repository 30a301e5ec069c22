// A repository writes only its own feature's tables: a table written from the repositories of two
// modules has lost its owner (docs/architecture.md, "Rules across features"). Found in the text.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const MODULE_REPOSITORY = /^apps\/api\/src\/modules\/([^/]+)\/.*\.repository\.ts$/;
const WRITE = /\.(insertInto|updateTable|deleteFrom)\(\s*['"]([a-z_]+)['"]/g;

/** One line per table that repositories of more than one module write, naming each writer. */
export function sharedTableWrites(root: string, files: string[]): string[] {
  const writers = new Map<string, Map<string, string>>(); // table → module → first place
  for (const file of files) {
    const feature = MODULE_REPOSITORY.exec(file)?.[1];
    if (!feature) continue;
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const [, , table] of line.matchAll(WRITE)) {
          const byModule = writers.get(table!) ?? new Map<string, string>();
          if (!byModule.has(feature)) byModule.set(feature, `${file}:${i + 1}`);
          writers.set(table!, byModule);
        }
      });
  }
  return [...writers]
    .filter(([, byModule]) => byModule.size > 1)
    .map(
      ([table, byModule]) =>
        `table ${table} is written by the repositories of ${[...byModule.keys()].join(' and ')} (${[...byModule.values()].join(', ')}): a repository writes only its own feature's tables; call the owner's repository or a db/ helper`,
    );
}
