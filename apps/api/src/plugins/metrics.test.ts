import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, useTestApp } from '../../test/build-test-app.ts';
import { makeContent, makeModel, makeReport, makeUser } from '../../test/factories.ts';
import { completeRemovalRequest } from '../../test/removal-forms.ts';

const TOKEN = 'metrics-token-0123456789';
const t = useTestApp({ env: { METRICS_TOKEN: TOKEN, PAGE_CACHE_TTL_MS: '60000', READ_RATE_LIMIT: '40' } });

async function scrape(): Promise<string> {
  const res = await t.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one series of the exposition, or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('answers 404, as any unknown path, without the token or with a wrong one', async () => {
    expect((await t.request('GET', '/metrics')).statusCode).toBe(404);
    const wrong = await t.request('GET', '/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ error: 'No route for GET /metrics', code: 'NOT_FOUND' });
  });

  it('counts requests by route template and status, with their times', async () => {
    const model = await makeModel(t);
    const item = await makeContent(t, { model });
    const before = await scrape();
    const series = 'packdex_http_requests_total{method="GET",route="/api/content/:id",status="200"}';
    const missing = 'packdex_http_requests_total{method="GET",route="/api/content/:id",status="404"}';
    for (let i = 0; i < 3; i += 1)
      expect((await t.request('GET', `/api/content/${item.id}`, { ip: '10.9.0.1' })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/content/999999', { ip: '10.9.0.1' })).statusCode).toBe(404);
    const after = await scrape();
    expect((valueOf(after, series) ?? 0) - (valueOf(before, series) ?? 0)).toBe(3);
    expect((valueOf(after, missing) ?? 0) - (valueOf(before, missing) ?? 0)).toBe(1);
    expect(
      valueOf(after, 'packdex_http_request_duration_seconds_count{method="GET",route="/api/content/:id",status="200"}'),
    ).toBeGreaterThanOrEqual(3);
    // A path nobody routed is one label, whatever was asked.
    await t.request('GET', '/api/no-such-route-a1');
    await t.request('GET', '/api/no-such-route-b2');
    expect(await scrape()).not.toMatch(/no-such-route/);
  });

  it('counts page-cache hits and misses, rate-limit refusals and database queries', async () => {
    const before = await scrape();
    const url = '/api/models?page=1&limit=7';
    await t.request('GET', url, { ip: '10.9.1.1' });
    await t.request('GET', url, { ip: '10.9.1.1' });
    await t.request('GET', url, { ip: '10.9.1.1' });
    let refused = 0;
    for (let i = 0; i < 45; i += 1)
      if ((await t.request('GET', '/api/search/suggestions?q=ab', { ip: '10.9.2.1' })).statusCode === 429) refused += 1;
    const after = await scrape();
    const delta = (s: string) => (valueOf(after, s) ?? 0) - (valueOf(before, s) ?? 0);
    expect(delta('packdex_page_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(delta('packdex_page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(refused).toBeGreaterThan(0);
    expect(delta('packdex_rate_limit_refusals_total{route="/api/search/suggestions"}')).toBe(refused);
    expect(delta(`packdex_db_query_duration_seconds_count{engine="${ENGINE}",outcome="ok"}`)).toBeGreaterThan(0);
  });

  it('reads the queues people wait on, the jobs and the process when scraped', async () => {
    const model = await makeModel(t);
    const earlier = await scrape();
    const before = valueOf(earlier, 'packdex_reports_pending') ?? 0;
    await makeReport(t, { modelId: model.id });
    await makeReport(t, { modelId: model.id, status: 'resolved' });
    const filed = await t.request('POST', '/api/removal-requests', {
      body: completeRemovalRequest([`/model/${model.slug}`]),
      ip: '10.9.3.1',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const text = await scrape();
    expect(valueOf(text, 'packdex_reports_pending')).toBe(before + 1);
    expect(valueOf(text, 'packdex_removal_requests_open')).toBe(
      (valueOf(earlier, 'packdex_removal_requests_open') ?? 0) + 1,
    );
    expect(valueOf(text, 'packdex_mail_queue_depth')).toBeGreaterThanOrEqual(0);
    // The scheduled jobs run once at start.
    expect(valueOf(text, 'packdex_job_runs_total{job="dmca.restorations",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^packdex_nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^packdex_process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^packdex_nodejs_heap_size_used_bytes \d/m);
  });

  it('counts payment providers’ events by outcome', async () => {
    const user = await makeUser(t, { verified: true });
    const purchase = await t.request('POST', '/api/purchase', { as: user, body: { email: user.email } });
    const token = new URL(purchase.json<{ url: string }>().url).searchParams.get('token')!;
    const form = {
      body: `token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip: '10.9.3.1',
    };
    const before = await scrape();
    expect((await t.request('POST', '/api/payments/sandbox/checkout', form)).statusCode).toBe(303);
    const after = await scrape();
    const series = 'packdex_payment_events_total{provider="sandbox",outcome="applied"}';
    expect((valueOf(after, series) ?? 0) - (valueOf(before, series) ?? 0)).toBe(1);
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics on a port of its own without a token, and nothing on the site’s port', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const other = await createTestApp({ env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^# TYPE packdex_http_requests_total counter$/m);
      expect((await other.request('GET', '/metrics')).statusCode).toBe(404);
    } finally {
      await other.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('without METRICS_TOKEN or METRICS_PORT', () => {
  it('has no /metrics', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
