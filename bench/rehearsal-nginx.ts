// The rehearsal's nginx: Debian's binary with deploy/nginx/packdex.conf, its upstream servers and
// listen line rewritten to the instances' and a free port, and its paths kept in the work folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './processes.ts';
import { nginxClient } from './rehearsal-http.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Starts nginx in front of the instances on `upstreams` and waits until it answers /api/health. */
export async function startNginx(
  work: string,
  upstreams: number[],
): Promise<{ port: number; child: ChildProcess; accessLog: string; setDown(down: number[]): Promise<void> }> {
  const port = await freePort();
  const dir = path.join(work, 'nginx');
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  // The upstream servers in `down` are marked `down`: nginx sends them nothing (a rolling upgrade).
  const render = (down: number[]) => {
    const conf = readFileSync(path.join(ROOT, 'deploy/nginx/packdex.conf'), 'utf8')
      .replace(
        /(# rehearsal: upstream servers\n)(\s*server 127\.0\.0\.1:\d+[^\n]*\n)+/,
        (_m, marker: string) =>
          marker +
          upstreams
            .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.includes(p) ? ' down' : ''};\n`)
            .join(''),
      )
      .replace(/(# rehearsal: listen\n\s*)listen 80;/, `$1listen 127.0.0.1:${port};`);
    if (!conf.includes(`listen 127.0.0.1:${port};`))
      throw new Error('deploy/nginx/packdex.conf: the listen line moved');
    writeFileSync(path.join(dir, 'packdex.conf'), conf);
  };
  render([]);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      // autocannon, the load step's client, ignores `Connection: close`: when nginx ends a client
      // connection after keepalive_requests (1,000 by default) it writes its next request into the
      // closing socket and counts the reset as a failure (one in about 2,000 closes; a browser reads
      // the header and opens a new connection). The load step keeps its 20 connections open instead.
      '  keepalive_requests 1000000;',
      `  access_log ${dir}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/tmp/${t};`),
      `  include ${dir}/packdex.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  const call = nginxClient(port);
  for (let i = 0; ; i += 1) {
    try {
      if ((await call('GET', '/api/health')).status === 200) break;
    } catch {
      // not listening yet
    }
    if (i > 50) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not answer on ${port}: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    child,
    accessLog: path.join(dir, 'access.log'),
    // `nginx -s reload`: new workers read the configuration, the old ones finish their requests and exit.
    async setDown(down) {
      render(down);
      child.kill('SIGHUP');
      await new Promise((r) => setTimeout(r, 1000));
    },
  };
}
