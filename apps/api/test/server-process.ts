import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The real entry point, started as its own process (config, migrations, listen, signals). */
export const SERVER = path.resolve(import.meta.dirname, '../src/server.ts');

const children: ChildProcess[] = [];
/** Kills whatever a test file left running; call from afterAll. */
export function killServers(): void {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

export interface StartedServer {
  child: ChildProcess;
  port: number;
  exit: Promise<number | null>;
  output: () => string;
}

/** Starts server.ts on a free port with a fresh DATA_DIR; resolves once it listens. */
export function startServer(env: Record<string, string>): Promise<StartedServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-srv-'));
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      PAYMENTS: 'sandbox',
      ADMIN_PASSWORD: 'admin-password-123',
      // No load shedding unless a test turns it on: these tests measure crashes, drains and limits
      // on a runner whose other test files keep the event loop a second behind (a 503 OVERLOADED
      // there is the runner, not the server); plugins/overload.test.ts tests shedding.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]), exit, output: () => out });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exit.then((code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

/** Runs server.ts until it exits on its own (a configuration error). */
export function runToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}
