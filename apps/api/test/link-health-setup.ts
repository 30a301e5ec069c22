import type http from 'node:http';
import { clock } from '../src/lib/clock.ts';
import { outbound } from '../src/lib/outbound.ts';
import { genericAdapter } from '../src/modules/link-health/link-adapters.ts';
import { auditRepository } from '../src/modules/audit/audit.repository.ts';
import { linkHealthRepository } from '../src/modules/link-health/link-health.repository.ts';
import { linkHealthService } from '../src/modules/link-health/link-health.service.ts';
import { reportsRepository } from '../src/modules/reports/reports.repository.ts';
import type { TestApp } from './build-test-app.ts';
import { makeContent } from './factories.ts';

/** A file the stand-in serves: 200 with a zip's headers. */
export const zipFile = (_req: http.IncomingMessage, res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/zip', 'content-length': '1234' }).end();

export const status =
  (code: number, headers: Record<string, string> = {}) =>
  (_req: http.IncomingMessage, res: http.ServerResponse) =>
    res.writeHead(code, headers).end();

/** The link checker over the test app's database, checking the stand-ins with short timeouts. */
export function checkerFor(
  t: TestApp,
  allow: string[],
  settings: Partial<TestApp['config']['linkCheck']> = {},
  onVisibilityChange?: () => Promise<void>,
) {
  const links = linkHealthRepository(t.database.db, t.database.engine);
  const service = linkHealthService({
    transact: t.database.transact,
    links,
    reports: reportsRepository(t.database.db, t.database.engine),
    audit: auditRepository(t.database.db),
    http: outbound({ allow: new Set(allow), userAgent: 'PackdexLinkChecker/test' }),
    adapters: [genericAdapter({ timeoutMs: 1000 })],
    settings: { ...t.config.linkCheck, batch: 100, hostConcurrency: 2, hostRate: 20, ...settings },
    ...(onVisibilityChange ? { onVisibilityChange } : {}),
  });
  return { links, service };
}

/** An item whose download links are `urls` (primary first), all due now. */
export async function itemWithLinks(t: TestApp, urls: string[], o: Parameters<typeof makeContent>[1] = {}) {
  const item = await makeContent(t, o);
  const [primary, ...mirrors] = urls;
  await linkHealthRepository(t.database.db, t.database.engine).sync(
    item.id,
    primary!,
    mirrors,
    clock.now().toISOString(),
  );
  return item;
}

/** The item's links as stored, primary first. */
export const linksOf = (t: TestApp, contentId: number) =>
  t.database.db
    .selectFrom('content_links')
    .selectAll()
    .where('content_id', '=', contentId)
    .orderBy('position')
    .execute();

export const holdsOf = async (t: TestApp, contentId: number) =>
  (await t.database.db.selectFrom('content_holds').select('reason').where('target_id', '=', contentId).execute()).map(
    (h) => h.reason,
  );
