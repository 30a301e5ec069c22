// The stand-in file host of bench/link-check.ts, in a process of its own: its log's times are
// taken on its own event loop, not the checker's, as a real host's would be. Started with fork();
// says { port } once listening, answers 'log' with its log, and ends on 'close'.
import { standInHost } from '../apps/api/test/stand-in-host.ts';

const LATENCY_MS = Number(process.env.BENCH_HOST_LATENCY_MS ?? 40);
const DEAD_SHARE = Number(process.env.BENCH_DEAD_SHARE ?? 0.05);

const files = await standInHost({
  '/d/': (req, res) =>
    void setTimeout(() => {
      const n = Number(/\/d\/(\d+)/.exec(req.url ?? '')?.[1] ?? 0);
      // Every 1/DEAD_SHARE-th file is gone; the rest answer as a file host does.
      if (DEAD_SHARE > 0 && n % Math.round(1 / DEAD_SHARE) === 0) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': 'application/zip', 'content-length': '104857600' }).end();
    }, LATENCY_MS),
});
process.on('message', (message) => {
  if (message === 'log') process.send?.({ log: files.log });
  if (message === 'close') void files.close().then(() => process.exit(0));
});
process.send?.({ port: files.port });
