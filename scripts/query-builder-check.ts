// Query-builder calls outside repositories, found in the text (a call on an injected `db` needs no import).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Lines of `files` (relative to `root`) that call the query builder where `allowed` says they may not. */
export function queryBuilderLeaks(
  root: string,
  files: string[],
  pattern: RegExp,
  allowed: (file: string) => boolean,
): string[] {
  const out: string[] = [];
  for (const file of files) {
    if (allowed(file)) continue;
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (pattern.test(line))
          out.push(`${file}:${i + 1}: query-builder call outside a repository (move it into one)`);
      });
  }
  return out;
}
