// What the bench and the stress run need to know about ports, processes and the machine.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { cpus } from 'node:os';
import path from 'node:path';

/**
 * How `npm start` runs the server (apps/api/package.json's start script): the environment it sets,
 * the Node flags it passes and the file it runs (dist/server.js, built from the sources by the
 * `prestart` script). The bench and the stress run start the server the same way, since the heap
 * sizes, the allocator setting and running built JavaScript are what keep resident memory down.
 * Call `buildServer()` (apps/api/build.ts) first, as `prestart` does.
 */
export function startCommand(): { env: Record<string, string>; flags: string[]; script: string } {
  const api = path.resolve(import.meta.dirname, '../apps/api');
  const script = (
    JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    }
  ).scripts.start;
  const words = script.split(' ').filter(Boolean);
  const node = words.indexOf('node');
  const args = words.slice(node + 1);
  return {
    env: Object.fromEntries(words.slice(0, node).map((word) => word.split('=', 2) as [string, string])),
    flags: args.filter((word) => word.startsWith('--')),
    script: path.resolve(
      api,
      args.find((word) => !word.startsWith('--'))!,
    ),
  };
}

/**
 * The machine's CPU as the system names it, and its clock, for the reports: the same build measures
 * differently on different machines, and a VM may name only the family ("AMD EPYC").
 */
export function cpuName(): string {
  const cpu = cpus()[0];
  if (!cpu) return 'an unknown CPU';
  // libuv reads the clock from cpufreq, which a VM may not have (speed 0); /proc/cpuinfo still says.
  let mhz = cpu.speed;
  if (!mhz) {
    try {
      mhz = Math.round(Number(/^cpu MHz\s*:\s*([\d.]+)/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 0));
    } catch {
      mhz = 0;
    }
  }
  return mhz ? `${cpu.model.trim()} at ${mhz} MHz` : cpu.model.trim();
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A process's resident memory in MB (Linux `VmRSS`), or its peak (`VmHWM`); 0 when unknown. */
export function rssMb(pid: number | undefined, which: 'now' | 'peak' = 'now'): number {
  try {
    const field = which === 'now' ? 'VmRSS' : 'VmHWM';
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU time (user + system) a process has used, in ms; NaN when unknown. */
function cpuMs(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: state is the 1st, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

/**
 * Resolves once a process has been idle (under 5 % of a core over 200 ms), or after `maxMs`. A server
 * still works through the requests queued when a load run stops: at a million items the raw
 * baseline answers one in 35 ms, so its 50 queued requests would run into the next measurement.
 */
export async function idle(pid: number | undefined, maxMs = 30_000): Promise<void> {
  if (pid === undefined) return;
  const deadline = Date.now() + maxMs;
  let before = cpuMs(pid);
  while (Date.now() < deadline && Number.isFinite(before)) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = cpuMs(pid);
    if (now - before < 10) return;
    before = now;
  }
}

/** A started Node process and its exit code once it ends. */
export interface Started {
  child: ChildProcess;
  exit: Promise<number | null>;
  /** The last 4,000 characters it wrote (stdout and stderr). */
  output: () => string;
}

/**
 * Starts `node <args>` with only PATH and `env` in its environment, and resolves once `health`
 * answers 2xx; throws with the last 4,000 characters of its output if it exits or stays silent.
 */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  health: string,
  timeoutMs = 180_000,
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-4000)));
  child.stderr.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-4000)));
  const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let exited = false;
  void exit.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${args.join(' ')} exited: ${out}`);
    try {
      if ((await fetch(health)).ok) return { child, exit, output: () => out };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not start within ${timeoutMs / 1000} s: ${out}`);
}
