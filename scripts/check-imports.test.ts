import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importProblems } from './check-imports.ts';
import { fixtureTree } from './fixture-tree.ts';

const MODULE = 'apps/api/src/modules/likes';
const problemsIn = (files: Record<string, string>) => importProblems(fixtureTree(files)).problems;

describe('the API layering check', () => {
  it.each([
    [`${MODULE}/likes.routes.ts`, "import { sql } from 'kysely';\nexport const r = sql;"],
    [`${MODULE}/likes.service.ts`, "import { Kysely } from 'kysely';\nexport const s = Kysely;"],
    [`${MODULE}/likes.service.ts`, "import { type Kysely, sql } from 'kysely';\nexport const s = sql;"],
    ['apps/api/src/plugins/auth.ts', "import { Migrator } from 'kysely/migration';\nexport const p = Migrator;"],
  ])('fails when %s imports a Kysely value', (file, text) => {
    expect(problemsIn({ [file]: text })).toEqual([expect.stringMatching(/only repositories and db\/ use Kysely/)]);
  });

  it('accepts Kysely types anywhere and Kysely values in repositories and db/', () => {
    expect(
      problemsIn({
        [`${MODULE}/likes.service.ts`]: "import type { Kysely } from 'kysely';\nexport type S = Kysely<never>;",
        [`${MODULE}/likes.routes.ts`]: "import { type Kysely } from 'kysely';\nexport type R = Kysely<never>;",
        [`${MODULE}/likes.repository.ts`]: "import { sql } from 'kysely';\nexport const r = () => sql`select 1`;",
        'apps/api/src/db/database.ts': "import { Kysely } from 'kysely';\nexport const d = Kysely;",
      }),
    ).toEqual([]);
  });

  it('fails when a service or lib file imports the database module, but not the composition root', () => {
    const problems = problemsIn({
      'apps/api/src/db/database.ts': 'export const createDatabase = () => 1;',
      [`${MODULE}/likes.service.ts`]: "import { createDatabase } from '../../db/database.ts';\nexport const s = 1;",
      'apps/api/src/lib/mailer.ts': "import { createDatabase } from '../db/database.ts';\nexport const m = 1;",
      'apps/api/src/app.ts': "import { createDatabase } from './db/database.ts';\nexport const a = 1;",
      [`${MODULE}/likes.routes.ts`]: "import type { Database } from '../../db/database.ts';\nexport type R = 1;",
    });
    expect(problems.map((p) => p.split(' → ')[0]).sort()).toEqual([
      'apps/api/src/lib/mailer.ts',
      `${MODULE}/likes.service.ts`,
    ]);
  });

  it('fails on query-builder calls outside repositories, naming the line', () => {
    const problems = problemsIn({
      [`${MODULE}/likes.routes.ts`]: "export const r = (db: any) =>\n  db.selectFrom('likes').selectAll();",
      [`${MODULE}/likes.service.ts`]: 'export const s = (trx: any) => trx.deleteFrom("likes");',
      'apps/api/src/lib/q.ts': 'export const q = (sql: any) => sql`select 1`;',
      [`${MODULE}/likes.repository.ts`]: "export const ok = (db: any) => db.insertInto('likes');",
      [`${MODULE}/likes.test.ts`]: "export const t = (db: any) => db.updateTable('likes');",
    });
    expect(problems.map((p) => p.split(': ')[0]).sort()).toEqual([
      'apps/api/src/lib/q.ts:1',
      `${MODULE}/likes.routes.ts:2`,
      `${MODULE}/likes.service.ts:1`,
    ]);
    expect(problems[0]).toMatch(/query-builder call outside a repository/);
  });

  it("fails when one module's repository writes another's table, naming both writers; reads and joins pass", () => {
    const problems = problemsIn({
      'apps/api/src/modules/users/users.repository.ts': "export const u = (db: any) => db.updateTable('users');",
      'apps/api/src/modules/follows/follows.repository.ts':
        "export const f = (db: any) => db.insertInto('follows');\nexport const lock = (trx: any) =>\n  trx.updateTable('users').set({});",
      [`${MODULE}/likes.repository.ts`]:
        "export const l = (db: any) => db.deleteFrom('likes');\nexport const r = (db: any) => db.selectFrom('users').innerJoin('likes', 'a', 'b');",
    });
    expect(problems).toEqual([
      expect.stringContaining(
        'table users is written by the repositories of follows and users (apps/api/src/modules/follows/follows.repository.ts:3, apps/api/src/modules/users/users.repository.ts:1)',
      ),
    ]);
  });

  it("fails when a module imports another module's routes, and when a test imports bench/", () => {
    const problems = problemsIn({
      'apps/api/src/modules/comments/comments.routes.ts': 'export const routes = 1;',
      [`${MODULE}/likes.service.ts`]:
        "import { routes } from '../comments/comments.routes.ts';\nexport const s = routes;",
      'bench/generate.ts': 'export const g = 1;',
      'apps/api/test/perf.test.ts': "import { g } from '../../../bench/generate.ts';\nexport const t = g;",
      [`${MODULE}/likes.test.ts`]: "import { g } from '../../../../../bench/generate.ts';\nexport const t = g;",
    });
    expect(problems.map((p) => p.split(': ')[1])).toEqual([
      "a module never imports another module's routes; use its service or repository",
      'tests never import bench/; shared data generators live in apps/api/src/db/seed',
      'tests never import bench/; shared data generators live in apps/api/src/db/seed',
    ]);
  });

  it("fails when a module imports another module's wiring, and not when it imports its own", () => {
    const problems = problemsIn({
      'apps/api/src/modules/comments/comments.module.ts': 'export const commentsModule = 1;',
      [`${MODULE}/likes.module.ts`]:
        "import { commentsModule } from '../comments/comments.module.ts';\nexport const likesModule = commentsModule;",
      [`${MODULE}/likes.test.ts`]: "import { likesModule } from './likes.module.ts';\nexport const t = likesModule;",
    });
    expect(problems.map((p) => p.split(': ')[1])).toEqual([
      "a module never imports another module's wiring; read what it provides by name (lib/wiring.ts)",
    ]);
  });

  it("fails when a browser spec takes `test` from @playwright/test rather than the suite's own, and accepts its types", () => {
    const problems = problemsIn({
      'e2e/support/test.ts': "import { test as base } from '@playwright/test';\nexport const test = base;",
      'e2e/specs/shell.spec.ts': "import { expect, test } from '@playwright/test';\nexport const s = [expect, test];",
      'e2e/specs/legal.spec.ts':
        "import type { Page } from '@playwright/test';\nimport { test } from '../support/test.ts';\nexport const l = (p: Page) => [p, test];",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^e2e\/specs\/shell\.spec\.ts → npm:@playwright\/test: browser specs take/),
    ]);
  });

  it('makes `node scripts/check-imports.ts` exit 1 for a service that imports Kysely, and 0 once it is fixed', () => {
    const script = path.join(import.meta.dirname, 'check-imports.ts');
    const bad = fixtureTree({ [`${MODULE}/likes.service.ts`]: "import { sql } from 'kysely';\nexport const s = sql;" });
    const failed = spawnSync(process.execPath, [script, bad], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(`${MODULE}/likes.service.ts → npm:kysely`);
    const good = fixtureTree({
      [`${MODULE}/likes.service.ts`]: "import type { Kysely } from 'kysely';\nexport type S = Kysely<never>;",
    });
    expect(spawnSync(process.execPath, [script, good], { encoding: 'utf8' }).status).toBe(0);
  });
});
