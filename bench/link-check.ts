// The link checker's throughput (issue 37): the real checker (linkHealthService.round with the
// site's adapters, its per-host limits and its outbound rule, names resolved by c-ares through a
// stand-in DNS server) against a local stand-in file host that answers for several host names, on a
// fresh database. Rounds of LINK_CHECK_BATCH run back to back until every link has been checked once;
// the stand-in's own log gives each host's most requests open at once and started in any second.
// Writes bench/reports/link-check.{json,md}.
//
// BENCH_LINKS (6000), BENCH_LINK_HOSTS (16 host names), BENCH_HOST_LATENCY_MS (40: the stand-in's
// answer time), BENCH_DEAD_SHARE (0.05 answered 404), and the site's own settings
// (LINK_CHECK_BATCH, LINK_CHECK_HOST_CONCURRENCY, LINK_CHECK_HOST_RATE, JOB_INTERVAL_SECONDS);
// BENCH_ENGINE=postgres TEST_DATABASE_URL=… runs it on PostgreSQL.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { generateCatalogue } from '../apps/api/src/db/seed/bulk-catalogue.ts';
import { outbound, parseAllowList } from '../apps/api/src/lib/outbound.ts';
import { auditRepository } from '../apps/api/src/modules/audit/audit.repository.ts';
import { fileHostAdapter, genericAdapter } from '../apps/api/src/modules/link-health/link-adapters.ts';
import { linkHealthRepository } from '../apps/api/src/modules/link-health/link-health.repository.ts';
import { linkHealthService } from '../apps/api/src/modules/link-health/link-health.service.ts';
import { reportsRepository } from '../apps/api/src/modules/reports/reports.repository.ts';
import { standInDns } from '../apps/api/test/stand-in-dns.ts';
import type { LoggedRequest } from '../apps/api/test/stand-in-host.ts';
import { hostRatePerSecond } from '../apps/api/src/modules/link-health/host-gate.ts';

const LINKS = Number(process.env.BENCH_LINKS ?? 6000);
const HOSTS = Number(process.env.BENCH_LINK_HOSTS ?? 16);
// Read by link-check-host.ts too (the environment is inherited).
const LATENCY_MS = Number(process.env.BENCH_HOST_LATENCY_MS ?? 40);
const DEAD_SHARE = Number(process.env.BENCH_DEAD_SHARE ?? 0.05);
const TARGET_PER_DAY = 1_000_000;
const DAY_S = 86_400;
const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'packdex-link-check-bench-'));
const hostName = (h: number) => `files-${h}.bench.test`;

/** Per host name in the stand-in's log: the most requests open at once, and started in any second. */
function politeness(log: LoggedRequest[]) {
  const byHost = new Map<string, LoggedRequest[]>();
  for (const r of log) {
    const host = r.host.replace(/:\d+$/, '');
    byHost.set(host, [...(byHost.get(host) ?? []), r]);
  }
  return [...byHost].map(([host, requests]) => {
    const starts = requests.map((r) => r.started).sort((a, b) => a - b);
    let perSecond = 0;
    for (let i = 0, j = 0; i < starts.length; i++) {
      while (starts[i]! - starts[j]! >= 1000) j++;
      perSecond = Math.max(perSecond, i - j + 1);
    }
    const events = requests.flatMap((r) => [
      [r.started, 1],
      [r.ended || Number.POSITIVE_INFINITY, -1],
    ]);
    events.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
    let open = 0;
    let mostOpen = 0;
    for (const [, step] of events) mostOpen = Math.max(mostOpen, (open += step!));
    return { host, requests: requests.length, mostOpen, perSecond };
  });
}

/** The stand-in file host, in a process of its own (link-check-host.ts). */
async function hostProcess() {
  const child = fork(path.join(here, 'link-check-host.ts'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [ready] = (await once(child, 'message')) as [{ port: number }];
  return {
    port: ready.port,
    async log(): Promise<LoggedRequest[]> {
      child.send('log');
      const [answer] = (await once(child, 'message')) as [{ log: LoggedRequest[] }];
      return answer.log;
    },
    async close() {
      child.send('close');
      await once(child, 'exit');
    },
  };
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits });

async function main() {
  const files = await hostProcess();
  const hosts = Array.from({ length: HOSTS }, (_, h) => hostName(h));
  const zone = await standInDns(Object.fromEntries(hosts.map((h) => [h, ['127.0.0.1']])));
  const env: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO: 'false', DATA_DIR: path.join(dir, 'data') };
  delete env.DATABASE_URL;
  mkdirSync(env.DATA_DIR!, { recursive: true });
  const config = loadConfig(env);
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    await generateCatalogue(database.db, { models: 50, contents: LINKS, seed: 37 });
    const items = await database.db.selectFrom('contents').select('id').orderBy('id').limit(LINKS).execute();
    const now = new Date().toISOString();
    await database.db.deleteFrom('content_links').execute();
    for (let i = 0; i < items.length; i += 500) {
      await database.db
        .insertInto('content_links')
        .values(
          items.slice(i, i + 500).map((item, k) => {
            const host = hostName((i + k) % HOSTS);
            return {
              content_id: item.id,
              position: 0,
              url: `http://${host}:${files.port}/d/${i + k}`,
              host,
              next_check_at: now,
            };
          }),
        )
        .execute();
    }

    const settings = config.linkCheck;
    const links = linkHealthRepository(database.db, database.engine);
    const checker = linkHealthService({
      transact: database.transact,
      links,
      reports: reportsRepository(database.db, database.engine),
      audit: auditRepository(database.db),
      http: outbound({
        allow: parseAllowList(hosts.map((h) => `${h}:${files.port}`).join(',')),
        userAgent: 'PackdexLinkChecker/1.0 (+bench; checks that indexed download links still work)',
        dnsServers: [zone.server],
      }),
      adapters: [fileHostAdapter(config.fileHostDomain), genericAdapter()],
      settings,
    });

    const load = loadavg()[0]!;
    const rounds: { links: number; seconds: number }[] = [];
    const started = performance.now();
    for (;;) {
      const t0 = performance.now();
      const checked = await checker.round();
      if (checked === 0) break;
      rounds.push({ links: checked, seconds: (performance.now() - t0) / 1000 });
      process.stderr.write(`  round ${rounds.length}: ${checked} links in ${rounds.at(-1)!.seconds.toFixed(1)} s\n`);
    }
    const seconds = (performance.now() - started) / 1000;
    const checked = rounds.reduce((sum, r) => sum + r.links, 0);
    const states = await database.db
      .selectFrom('content_links')
      .select(['state', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('state')
      .execute();
    const log = await files.log();
    const perHost = politeness(log);
    const perSecond = checked / seconds;
    const longestRound = Math.max(...rounds.map((r) => r.seconds));
    const interval = config.jobIntervalSeconds;
    // The job runs every JOB_INTERVAL_SECONDS and claims LINK_CHECK_BATCH: its pace, as long as a
    // round ends within the interval.
    const scheduled =
      longestRound <= interval ? settings.batch * (DAY_S / interval) : (settings.batch / longestRound) * DAY_S;
    const worstOpen = Math.max(...perHost.map((h) => h.mostOpen));
    const worstRate = Math.max(...perHost.map((h) => h.perSecond));
    const report = {
      date: new Date().toISOString(),
      engine: 'sqlite',
      links: checked,
      hosts: HOSTS,
      latencyMs: LATENCY_MS,
      settings: { ...settings, jobIntervalSeconds: interval },
      rounds,
      seconds,
      linksPerSecond: perSecond,
      backToBackPerDay: perSecond * DAY_S,
      scheduledPerDay: scheduled,
      oneHostCeilingPerDay: hostRatePerSecond(settings.hostRate) * DAY_S,
      states: Object.fromEntries(states.map((s) => [s.state, Number(s.n)])),
      requests: log.length,
      dnsQuestions: zone.log.length,
      perHost,
      limitsRespected: worstOpen <= settings.hostConcurrency && worstRate <= settings.hostRate,
      target: TARGET_PER_DAY,
      targetMet: Math.min(scheduled, perSecond * DAY_S) >= TARGET_PER_DAY,
      loadAverage: load,
    };
    const md = `# Link checker throughput

${report.date} — \`npm run bench:link-check --workspace bench\` (\`bench/link-check.ts\`), SQLite, on this shared 2-core machine (load average ${fmt(load, 1)} at the start).

The real checker (\`linkHealthService.round\`: claims, per-host limits, adapters, the outbound rule,
names resolved by c-ares through a stand-in DNS server, verdicts and history written) against one
local stand-in file host (a process of its own) answering as ${HOSTS} host names, each answer after ${LATENCY_MS} ms, ${fmt(DEAD_SHARE * 100)} % of
files gone (404). Rounds of LINK_CHECK_BATCH = ${settings.batch} back to back until every link was checked once.
Limits per host: ${settings.hostConcurrency} open at once, ${settings.hostRate} started per second.

| links | rounds | time | links/s | back to back, per day | on the schedule (${settings.batch} every ${interval} s), per day | longest round | target 1,000,000/day |
|---:|---:|---:|---:|---:|---:|---:|---|
| ${fmt(checked)} | ${rounds.length} | ${fmt(seconds, 1)} s | ${fmt(perSecond, 1)} | ${fmt(perSecond * DAY_S)} | ${fmt(scheduled)} | ${fmt(longestRound, 1)} s | ${report.targetMet ? 'met' : 'missed'} |

Found: ${Object.entries(report.states)
      .map(([state, n]) => `${fmt(n)} ${state}`)
      .join(', ')}. Requests the stand-in answered: ${fmt(log.length)}; DNS questions: ${fmt(zone.log.length)}.

**Per-host limits, from the stand-in's own log** (${report.limitsRespected ? 'respected' : 'EXCEEDED'}): most requests open at once
on one host ${worstOpen} (limit ${settings.hostConcurrency}), most started in any one second on one host ${worstRate} (limit ${settings.hostRate}).

| host | requests | most open at once | most started in a second |
|---|---:|---:|---:|
${perHost.map((h) => `| ${h.host} | ${fmt(h.requests)} | ${h.mostOpen} | ${h.perSecond} |`).join('\n')}

One host name alone is capped by its rate: ${settings.hostRate}/s, spaced with the gate's margin, is ${fmt(report.oneHostCeilingPerDay)} links a day, so a
million a day needs the links spread over at least two hosts (as real catalogues are) or a higher
LINK_CHECK_HOST_RATE for a host that allows it.
`;
    mkdirSync(path.join(here, 'reports'), { recursive: true });
    writeFileSync(path.join(here, 'reports/link-check.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(here, 'reports/link-check.md'), md);
    process.stdout.write(md);
    if (!report.limitsRespected) process.exitCode = 1;
  } finally {
    await database.close();
    await files.close();
    await zone.close();
  }
}

main()
  .catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dir, { recursive: true, force: true }));
