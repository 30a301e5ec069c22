// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemStatus } from '@packdex/shared/schemas/system';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { AdminSystemPage } from './system-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const now = new Date().toISOString();
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const status: SystemStatus = {
  now,
  instances: [
    {
      id: 'a',
      host: 'web-1',
      release: 'v1.4.0',
      startedAt: ago(7_200_000),
      lastSeenAt: ago(20_000),
      current: true,
      live: true,
    },
    {
      id: 'b',
      host: 'web-2',
      release: 'v1.3.9',
      startedAt: ago(86_000_000),
      lastSeenAt: ago(3_600_000),
      current: false,
      live: false,
    },
  ],
  migrations: { applied: 30, last: '2026-12-10-0600-system-status', pending: ['2026-12-11-0100-next'] },
  jobs: [
    {
      name: 'dmca.restorations',
      lastRunAt: ago(30_000),
      outcome: 'ok',
      durationMs: 12,
      nextRunAt: ago(-30_000),
      running: false,
    },
    {
      name: 'link-health.check',
      lastRunAt: ago(45_000),
      outcome: 'failed',
      durationMs: 1_480,
      nextRunAt: ago(-15_000),
      running: true,
    },
    { name: 'sessions.prune', lastRunAt: null, outcome: null, durationMs: null, nextRunAt: null, running: false },
  ],
  queues: [
    { name: 'mail', depth: 3 },
    { name: 'reports', depth: 0 },
    { name: 'removalRequests', depth: 2 },
  ],
  storage: {
    databaseBytes: 48_000_000,
    uploadsBytes: 3_500_000,
    uploadsFiles: 240,
    diskFreeBytes: 20_000_000_000,
    diskTotalBytes: 50_000_000_000,
  },
};

async function open(answer: (call: { answer: (status: number, body: unknown) => void }) => void) {
  const api = holdApi();
  renderInApp(<AdminSystemPage />, { user: testUser({ isAdmin: true }), path: '/admin/system' });
  await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/admin/system')).toBe(true));
  act(() => answer(api.call('GET', '/admin/system')));
}

describe('the System page', () => {
  it('shows the instances with their releases, the migrations, the jobs, the queues and the storage', async () => {
    await open((call) => call.answer(200, status));
    const instances = within(await screen.findByRole('table', { name: 'Instances' }));
    const rows = instances.getAllByRole('row');
    expect(rows[1]!.textContent).toContain('web-1');
    expect(rows[1]!.textContent).toContain('v1.4.0');
    expect(rows[1]!.textContent).toContain('This instance');
    expect(rows[1]!.textContent).toContain('Live');
    expect(rows[2]!.textContent).toContain('Not seen lately');

    const jobs = within(screen.getByRole('table', { name: 'Scheduled jobs' })).getAllByRole('row');
    expect(jobs[1]!.textContent).toContain('OK');
    expect(jobs[1]!.textContent).toContain('12 ms');
    expect(jobs[2]!.textContent).toContain('Failed');
    expect(jobs[2]!.textContent).toContain('Running');
    expect(jobs[3]!.textContent).toContain('—');

    expect(screen.getByText('30 migrations applied', { exact: false })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('2026-12-11-0100-next');

    const queues = screen.getByRole('region', { name: 'Queues' });
    expect(queues.textContent).toContain('Mail waiting');
    expect(queues.textContent).toContain('Removal requests open');
    const storage = screen.getByRole('region', { name: 'Storage' });
    expect(storage.textContent).toContain('240 files');
    expect(storage.textContent).toContain('45.8 MB');
    expect(storage.textContent).toContain('of 46.6 GB');
  });

  it('says so when the figures cannot be loaded', async () => {
    await open((call) => call.answer(500, { error: 'Internal error', code: 'INTERNAL' }));
    expect(await screen.findByText('The system figures could not be loaded.')).toBeTruthy();
  });
});
