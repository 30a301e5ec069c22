// `npm run lint` part two: import boundaries between layers and features, and no import cycles.
import path from 'node:path';
import { boundaryViolations, cycles, importGraph } from './import-graph.ts';
import { RULES } from './import-rules.ts';

const root = path.resolve(import.meta.dirname, '..');
const { files, edges } = importGraph(root, ['apps/web/src', 'apps/api/src', 'packages/shared/src', 'e2e', 'bench'], {
  '@': 'apps/web/src',
});

const problems = [
  ...boundaryViolations(edges, RULES),
  ...cycles(edges).map((c) => `import cycle: ${[...c, c[0]].join(' → ')}`),
];
if (problems.length) {
  process.stderr.write(`Import check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`Import check: ${files.length} files, ${edges.length} imports, boundaries kept, no cycles.\n`);
