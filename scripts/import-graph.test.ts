import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureTree as tree } from './fixture-tree.ts';
import { boundaryViolations, cycles, importGraph } from './import-graph.ts';
import { RULES } from './import-rules.ts';

const WEB = ['apps/web/src', 'apps/api/src', 'packages/shared/src'];

describe('import checks', () => {
  it('flag a feature importing another feature, by alias or by relative path', () => {
    const root = tree({
      'apps/web/src/features/a/x.ts':
        "import { y } from '@/features/b/y.ts';\nimport { z } from '../b/z';\nexport const x = y + z;",
      'apps/web/src/features/b/y.ts': 'export const y = 1;',
      'apps/web/src/features/b/z.ts': 'export const z = 1;',
    });
    const { edges } = importGraph(root, WEB, { '@': 'apps/web/src' });
    expect(boundaryViolations(edges, RULES)).toHaveLength(2);
  });

  it('allow imports inside a feature and from shared code', () => {
    const root = tree({
      'apps/web/src/features/a/x.ts':
        "import { y } from './y.ts';\nimport { c } from '@/components/c.tsx';\nexport const x = y + c;",
      'apps/web/src/features/a/y.ts': 'export const y = 1;',
      'apps/web/src/components/c.tsx': 'export const c = 1;',
      'apps/web/src/app/router.tsx': "import { x } from '@/features/a/x.ts';\nexport const r = x;",
    });
    const { edges } = importGraph(root, WEB, { '@': 'apps/web/src' });
    expect(edges).toHaveLength(3);
    expect(boundaryViolations(edges, RULES)).toEqual([]);
  });

  it('flag shared code reaching into features, the web into the API and a module into the app assembly', () => {
    const root = tree({
      'apps/web/src/lib/l.ts': "export { x } from '@/features/a/x.ts';",
      'apps/web/src/features/a/x.ts': "import { s } from '../../../../api/src/server.ts';\nexport const x = s;",
      'apps/api/src/server.ts': 'export const s = 1;',
      'apps/api/src/app.ts': 'export const a = 1;',
      'apps/api/src/modules/m/m.service.ts': "import { a } from '../../app.ts';\nexport const m = a;",
    });
    const { edges } = importGraph(root, WEB, { '@': 'apps/web/src' });
    expect(boundaryViolations(edges, RULES).map((v) => v.split(': ')[1])).toEqual(
      expect.arrayContaining([
        'shared web code does not depend on features or the app layer',
        'the web app never imports server code',
        'modules do not import the app assembly (their tests may build the app)',
      ]),
    );
  });

  it('find runtime cycles but not type-only ones', () => {
    const root = tree({
      'apps/api/src/a.ts': "import { b } from './b.ts';\nexport const a = b;",
      'apps/api/src/b.ts': "import { c } from './c.ts';\nexport const b = c;",
      'apps/api/src/c.ts': "import { a } from './a.ts';\nexport const c = a;",
      'apps/api/src/d.ts': "import type { E } from './e.ts';\nexport type D = E;",
      'apps/api/src/e.ts': "import type { D } from './d.ts';\nexport type E = D;",
    });
    const { edges } = importGraph(root, WEB, {});
    const found = cycles(edges);
    expect(found).toHaveLength(1);
    expect(found[0]!.map((f) => path.basename(f)).sort()).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });
});
