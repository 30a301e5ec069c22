import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killServers, startServer } from '../../test/server-process.ts';

afterAll(killServers);

const HOOK = path.resolve(import.meta.dirname, '../../test/loaded-packages.ts');

describe('start-up', () => {
  it('loads none of the libraries only some setups use (lib/on-use.ts): each costs resident memory', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'packdex-loaded-')), 'packages.txt');
    // The default setup: SQLite, no Redis, no SMTP relay, sandbox payments.
    const server = await startServer({ NODE_OPTIONS: `--import=${HOOK}`, LOADED_PACKAGES_FILE: file });
    const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    await server.exit;
    const loaded = readFileSync(file, 'utf8').split('\n');
    // The hook sees what the server does load…
    expect(loaded).toEqual(expect.arrayContaining(['better-sqlite3', 'fastify', 'kysely']));
    // …and none of these.
    for (const name of ['sharp', 'sharp-phash', 'pdfkit', 'pg', 'ioredis', 'nodemailer', 'stripe'])
      expect(loaded).not.toContain(name);
  });
});
