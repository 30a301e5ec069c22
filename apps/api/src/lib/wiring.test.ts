import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { API_MODULES } from '../routes.ts';
import type { AgePolicyService } from '../modules/age-policy/age-policy.service.ts';
import type { AgeAssuranceService } from '../modules/age-verification/age-assurance.service.ts';
import { createLimiter } from './limiter.ts';
import { createMetrics } from './metrics.ts';
import { createPageCache } from './page-cache.ts';
import { storageHealth } from './storage-health.ts';
import { NO_TRACING } from './tracing.ts';
import { type ApiModule, type Core, type Cradle, wireModules } from './wiring.ts';

type Loose = Record<string, (cradle: Record<string, unknown>) => unknown>;

/** A core whose parts these tests never read: the modules below name only their own parts. */
const NO_CORE = {} as Core;

const loose = (name: string, provides: Loose): ApiModule => ({ name, provides });
const read = (cradle: Cradle, name: string) => (cradle as unknown as Record<string, unknown>)[name];

describe('wiring the modules', () => {
  it('builds a part on first use, once, and gives every reader the same one', () => {
    let built = 0;
    const cradle = wireModules(NO_CORE, [
      loose('a', { counter: () => ({ id: ++built }) }),
      loose('b', { reader: (c) => ({ counter: c.counter }) }),
    ]);
    expect(built).toBe(0);
    const reader = read(cradle, 'reader') as { counter: unknown };
    expect(built).toBe(1);
    expect(reader.counter).toBe(read(cradle, 'counter'));
    expect(built).toBe(1);
  });

  it('refuses a name two modules provide, naming the second', () => {
    expect(() => wireModules(NO_CORE, [loose('a', { part: () => 1 }), loose('b', { part: () => 2 })])).toThrow(
      'part is provided twice (again by b)',
    );
  });

  it('fails on a name nobody provides, and on a cycle, naming the path', () => {
    const cradle = wireModules(NO_CORE, [
      loose('a', { needsGhost: (c) => c.ghost, first: (c) => c.second, second: (c) => c.first }),
    ]);
    expect(() => read(cradle, 'needsGhost')).toThrow(/ghost/);
    expect(() => read(cradle, 'first')).toThrow(/first -> second -> first/);
  });
});

describe('the API modules', () => {
  const t = useTestApp();

  it('are all listed in routes.ts', () => {
    const modulesDir = path.join(import.meta.dirname, '../modules');
    const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.module.ts'),
    );
    expect(files.length).toBeGreaterThan(30);
    const listed = new Set(API_MODULES.map((m) => m.name));
    for (const file of files) expect(listed, file).toContain(path.basename(file, '.module.ts'));
    expect(listed.size).toBe(files.length);
  });

  it('build every part they provide from what the others provide, without a cycle', () => {
    const { app, database, config } = t;
    const core: Core = {
      database,
      db: database.db,
      engine: database.engine,
      transact: database.transact,
      config,
      mailer: app.mailer,
      tokens: app.tokens,
      limiter: createLimiter(),
      accountRows: { forget: () => undefined },
      pageCache: createPageCache({ ttlMs: 0, maxBytes: 1 << 20 }),
      // Handed through to their routes: no part reads them while it is built.
      ageAssurance: {} as AgeAssuranceService,
      agePolicy: {} as AgePolicyService,
      later: app.afterAnswer,
      storage: storageHealth(config.dataDir),
      metrics: createMetrics(),
      tracing: NO_TRACING,
      migrations: [],
      log: app.log,
      schedule: { add: () => undefined, runOne: () => Promise.resolve(false), names: () => [] },
    };
    const cradle = wireModules(core, API_MODULES);
    const provided = API_MODULES.flatMap((m) => Object.keys(m.provides ?? {}));
    expect(provided.length).toBeGreaterThan(40);
    for (const name of provided) expect(read(cradle, name), name).toBeDefined();
  });
});
