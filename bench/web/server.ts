// The production server as `npm start` runs it (the built web app, logging at warn), on loopback
// with a throwaway database seeded with the demo catalogue.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export type Server = { baseURL: string; stop: () => Promise<void> };

/** Builds the web app if its stamp says so (as `npm start` does), then starts the server. */
export async function startServer(): Promise<Server> {
  const ensure = spawnSync(process.execPath, [path.join(ROOT, 'scripts/ensure-web-build.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (ensure.status !== 0) throw new Error('The web app could not be built');

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-bench-web-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not become ready within 60 s:\n${output}`);
    const ready = await fetch(`${baseURL}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
