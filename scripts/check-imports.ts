// `npm run lint` part two: import boundaries between layers and features, no import cycles, no
// query building outside repositories, and no table written by two modules' repositories. `node scripts/check-imports.ts [root]` (default: this repo).
import path from 'node:path';
import { boundaryViolations, cycles, importGraph } from './import-graph.ts';
import { MAY_BUILD_QUERIES, QUERY_BUILDER_CALL, RULES } from './import-rules.ts';
import { queryBuilderLeaks } from './query-builder-check.ts';
import { sharedTableWrites } from './table-writers-check.ts';

const ROOTS = [
  'apps/web/src',
  'apps/api/src',
  'apps/api/test',
  'packages/shared/src',
  'packages/shared/test',
  'e2e',
  'bench',
];

/** Every problem the checks find under `root`, one readable line each. */
export function importProblems(root: string): { files: string[]; edges: number; problems: string[] } {
  const { files, edges } = importGraph(root, ROOTS, { '@': 'apps/web/src' });
  const problems = [
    ...boundaryViolations(edges, RULES),
    ...cycles(edges).map((c) => `import cycle: ${[...c, c[0]].join(' → ')}`),
    ...queryBuilderLeaks(root, files, QUERY_BUILDER_CALL, MAY_BUILD_QUERIES),
    ...sharedTableWrites(root, files),
  ];
  return { files, edges: edges.length, problems };
}

if (import.meta.main) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const { files, edges, problems } = importProblems(root);
  if (problems.length) {
    process.stderr.write(`Import check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(`Import check: ${files.length} files, ${edges} imports, boundaries kept, no cycles.\n`);
}
