import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in host received, with when it started and ended (ms, performance.now()). */
export interface LoggedRequest {
  method: string;
  path: string;
  host: string;
  userAgent: string;
  range: string | undefined;
  started: number;
  ended: number;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/**
 * A local HTTP server playing a file host in tests: routes by path (the longest matching prefix),
 * a log of every request, and the most requests it ever had open at once.
 */
export async function standInHost(routes: Record<string, Handler>, address = '127.0.0.1') {
  const log: LoggedRequest[] = [];
  let open = 0;
  let mostOpen = 0;
  const server = http.createServer((req, res) => {
    const entry: LoggedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      host: req.headers.host ?? '',
      userAgent: req.headers['user-agent'] ?? '',
      range: req.headers.range,
      started: performance.now(),
      ended: 0,
    };
    log.push(entry);
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    res.on('close', () => {
      open -= 1;
      entry.ended = performance.now();
    });
    const path = entry.path.split('?')[0]!;
    const key = Object.keys(routes)
      .filter((prefix) => path.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    if (!key) {
      res.writeHead(404).end();
      return;
    }
    void Promise.resolve(routes[key]!(req, res)).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://${address}:${port}`,
    hostPort: `${address}:${port}`,
    log,
    mostOpen: () => mostOpen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type StandInHost = Awaited<ReturnType<typeof standInHost>>;
