// Writes bench/reports/stress.{json,md}, or stress-surge.{json,md} for the surge profile, from the
// stress run's figures (bench/stress.ts).
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
  /** Answers refused by load shedding (503, Retry-After), with their own timings. */
  shed: { answers: number; p50Ms: number; p99Ms: number };
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
  run: { connections: number; seconds: number; surge?: { items: number; deepestPage: number } },
): void {
  const date = new Date().toISOString();
  const name = run.surge ? 'stress-surge' : 'stress';
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ date, reports }, null, 2)}\n`);
  const ops = Object.keys(reports[0]?.byOperation ?? {});
  const what = run.surge
    ? `\`npm run test:stress:surge\`, ${run.connections} connections of mixed traffic for ${run.seconds} s per engine on ${run.surge.items.toLocaleString('en')} generated items, the lists asking for any page from 1 to ${run.surge.deepestPage} (the maximum depth). A shed answer (503 with Retry-After) is not a failure; p50, p99 and max are those of the answers the server computed, timed from when each request was built.`
    : `\`npm run test:stress\`, ${run.connections} connections of mixed traffic for ${run.seconds} s per engine; p50, p99 and max timed from when each request was built.`;
  const md = [
    run.surge ? '# Stress test: the surge profile' : '# Stress test',
    '',
    `${date} — ${what}`,
    '',
    '| engine | requests | req/s | p50 ms | p99 ms | max ms | 5xx | shed (p99 ms) | timeouts | errors | max RSS MB | counters | result |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...reports.map(
      (r) =>
        `| ${r.engine} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r['5xx']} | ${r.shed.answers}${r.shed.answers ? ` (${r.shed.p99Ms})` : ''} | ${r.timeouts} | ${r.errors} | ${r.maxRssMb} | ${r.counterMismatches === 0 ? 'equal' : `${r.counterMismatches} differ`} | ${r.failures.length ? r.failures.join('; ') : 'pass'} |`,
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
  writeFileSync(path.join(dir, `${name}.md`), md.join('\n'));
}
