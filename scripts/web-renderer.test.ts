// The web app is rendered by React 19 and react-dom, as the product's owner asked (docs/adr/0022): no
// other renderer in its dependency tree, no alias that could send React's imports elsewhere.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const json = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;

describe('the web app’s renderer', () => {
  it('is React 19 with react-dom, and no package of the lockfile is Preact', () => {
    const web = json('apps/web/package.json') as { dependencies: Record<string, string> };
    expect(web.dependencies.react).toMatch(/^\^19\./);
    expect(web.dependencies['react-dom']).toMatch(/^\^19\./);
    const lock = json('package-lock.json') as { packages: Record<string, { version?: string }> };
    const renderers = Object.keys(lock.packages).filter((key) => /(^|\/)node_modules\/preact(\/|$)/.test(key));
    expect(renderers).toEqual([]);
    expect(lock.packages['node_modules/react']?.version).toMatch(/^19\./);
    expect(lock.packages['node_modules/react-dom']?.version).toMatch(/^19\./);
  });

  it('is what the build and the component tests resolve React to: no alias for react or react-dom', () => {
    for (const file of ['apps/web/vite.config.ts', 'vitest.config.ts']) {
      const config = readFileSync(path.join(ROOT, file), 'utf8');
      expect(config, file).not.toMatch(/find:\s*\/\^react/);
      expect(config, file).not.toMatch(/preact/);
    }
  });
});
