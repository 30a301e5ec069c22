// The database functions' one home (db/functions/): what PostgreSQL runs is, word for word, the
// current version's file, and nothing else is installed beside the current versions and the tables'
// triggers. On SQLite there are no functions: the files are still checked to be what they say.
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINE, useTestApp } from '../../../test/build-test-app.ts';
import { CURRENT_FUNCTIONS, type FunctionName, functionSql } from './functions.ts';

const t = useTestApp();

/** The body between the `$$` quotes, as PostgreSQL keeps it (`pg_proc.prosrc`). */
const bodyOf = (text: string) => text.slice(text.indexOf('$$') + 2, text.lastIndexOf('$$'));

describe('database functions', () => {
  it('keeps each version of a function in its own file, named after the function it creates', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.sql'));
    expect(files.length).toBeGreaterThanOrEqual(Object.keys(CURRENT_FUNCTIONS).length);
    for (const file of files) {
      const [, name, version] = /^([a-z_]+)\.v(\d+)\.sql$/.exec(file) ?? [];
      expect(name, file).toBeDefined();
      const text = functionSql(name as FunctionName, Number(version));
      expect(text).toMatch(new RegExp(`^create function ${name}\\(`));
      expect(bodyOf(text).trim()).not.toBe('');
    }
    for (const [name, version] of Object.entries(CURRENT_FUNCTIONS)) expect(files).toContain(`${name}.v${version}.sql`);
  });

  it.runIf(ENGINE === 'postgres')(
    'installs exactly the current versions, as their files say, and no superseded function',
    async () => {
      const { rows } = await sql<{ name: string; body: string }>`
        select p.proname as name, p.prosrc as body
        from pg_proc p
        where p.pronamespace = 'public'::regnamespace
          and p.prorettype <> 'trigger'::regtype
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by p.proname`.execute(t.database.db);
      expect(rows.map((r) => r.name)).toEqual(Object.keys(CURRENT_FUNCTIONS).sort());
      for (const { name, body } of rows)
        expect(body, name).toBe(
          bodyOf(functionSql(name as FunctionName, CURRENT_FUNCTIONS[name as keyof typeof CURRENT_FUNCTIONS])),
        );
    },
  );
});
