// Writes bench/reports/stress.{json,md} from the stress run's figures (bench/stress.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What one engine's run measured, as the report shows it. */
export interface EngineReport {
  engine: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  '5xx': number;
  timeouts: number;
  errors: number;
  maxRssMb: number;
  counterMismatches: number;
  byOperation: Record<string, { answers: number; p50Ms: number; p99Ms: number }>;
  failures: string[];
}

export function writeStressReport(
  dir: string,
  reports: EngineReport[],
  run: { connections: number; seconds: number },
): void {
  const date = new Date().toISOString();
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'stress.json'), `${JSON.stringify({ date, reports }, null, 2)}\n`);
  const ops = Object.keys(reports[0]?.byOperation ?? {});
  const md = [
    '# Stress test',
    '',
    `${date} — \`npm run test:stress\`, ${run.connections} connections of mixed traffic for ${run.seconds} s per engine.`,
    '',
    '| engine | requests | req/s | p50 ms | p99 ms | max ms | 5xx | timeouts | errors | max RSS MB | counters | result |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...reports.map(
      (r) =>
        `| ${r.engine} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r['5xx']} | ${r.timeouts} | ${r.errors} | ${r.maxRssMb} | ${r.counterMismatches === 0 ? 'equal' : `${r.counterMismatches} differ`} | ${r.failures.length ? r.failures.join('; ') : 'pass'} |`,
    ),
    '',
    'Per operation (answers, p50 / p99 ms, timed from when each request was built):',
    '',
    `| engine | ${ops.join(' | ')} |`,
    `|---|${ops.map(() => '---').join('|')}|`,
    ...reports.map((r) => {
      const cells = ops.map((op) => {
        const o = r.byOperation[op];
        return o ? `${o.answers}: ${o.p50Ms} / ${o.p99Ms}` : '—';
      });
      return `| ${r.engine} | ${cells.join(' | ')} |`;
    }),
    '',
  ];
  writeFileSync(path.join(dir, 'stress.md'), md.join('\n'));
}
