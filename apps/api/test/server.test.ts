import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE } from './build-test-app.ts';

const SERVER = path.resolve(import.meta.dirname, '../src/server.ts');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

interface Started {
  child: ChildProcess;
  port: number;
  exit: Promise<number | null>;
  output: () => string;
}

function start(env: Record<string, string>): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-srv-'));
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'admin-password-123',
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

function runToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

describe.skipIf(ENGINE === 'postgres')('server process', () => {
  it('refuses to start with one line naming each bad variable', async () => {
    const { code, stderr } = await runToExit({
      PORT: 'abc',
      ENVELOPE_KEY: 'short',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'x-')),
    });
    expect(code).toBe(1);
    const lines = stderr.split('\n').filter((l) => l.trim().startsWith('- '));
    expect(lines).toHaveLength(2);
    expect(stderr).toMatch(/- PORT: .+/);
    expect(stderr).toMatch(/- ENVELOPE_KEY: .+/);
  });

  it('runs two independent sites side by side on their own port and data folder', async () => {
    const a = await start({});
    const b = await start({});
    expect(a.port).not.toBe(b.port);
    for (const s of [a, b]) {
      const res = await fetch(`http://127.0.0.1:${s.port}/api/ready`);
      expect(res.status).toBe(200);
    }
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exit).toBe(0);
    expect(await b.exit).toBe(0);
  });

  it('lets an in-flight request finish on SIGTERM, then exits 0', async () => {
    const s = await start({});
    // A request whose body is still arriving when the signal comes.
    const socket = net.connect(s.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const body = JSON.stringify({ hello: 'world', pad: 'x'.repeat(200) });
    socket.write(
      `POST /api/content HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 20));
    let response = '';
    socket.on('data', (c: Buffer) => (response += c.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise((r) => setTimeout(r, 200));
    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // While closing, the listener is gone: a new connection cannot start another request.
    const refused = await fetch(`http://127.0.0.1:${s.port}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(refused);
    socket.write(body.slice(20));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(response).toContain('"code"');
    expect(await s.exit).toBe(0);
  });
});
