// What the bench and the stress run need to know about ports and processes.
import { readFileSync } from 'node:fs';
import net from 'node:net';

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
