import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../test/build-test-app.ts';
import { killServers, runToExit, startServer as start } from '../test/server-process.ts';

afterAll(killServers);

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

  it('warns at start, in one line, when PUBLIC_URL is a loopback address and HOST takes every interface', async () => {
    const s = await start({ HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:4999' });
    const warned = () =>
      s
        .output()
        .split('\n')
        .filter((line) => line.includes('"level":40') && line.includes('PUBLIC_URL is http://localhost:4999'));
    await expect.poll(() => warned().length).toBe(1);
    expect(warned()[0]).toContain('an address only this machine can open, but HOST=0.0.0.0');
    s.child.kill('SIGTERM');
    expect(await s.exit).toBe(0);
    // Bound to this machine only, the same PUBLIC_URL is right: nothing is said.
    const local = await start({ PUBLIC_URL: 'http://localhost:4999' });
    await fetch(`http://127.0.0.1:${local.port}/api/ready`);
    expect(local.output()).toContain('Packdex is running on http://localhost:4999');
    expect(local.output()).not.toContain('an address only this machine can open');
    local.child.kill('SIGTERM');
    expect(await local.exit).toBe(0);
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
