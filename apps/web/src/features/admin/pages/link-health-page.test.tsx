// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeadLinksResponse } from '@packdex/shared/schemas/link-health';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { lanternPack } from '@/testing/test-content.ts';
import { testUser } from '@/testing/test-user.ts';
import { AdminLinkHealthPage } from './link-health-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const checkedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
const deadLink = (id: number, position: number, url: string): DeadLinksResponse['links'][number] => ({
  id,
  contentId: 7,
  slug: 'lantern-pack',
  title: 'Lantern Pack',
  url,
  position,
  checkedAt,
  failures: 3,
  status: 404,
  error: null,
  hidden: true,
});
const queue: DeadLinksResponse = {
  links: [deadLink(1, 0, 'https://files.example/d/lantern'), deadLink(2, 1, 'https://mirror.example/lantern')],
  pagination: { page: 1, limit: 20, totalPages: 1, totalItems: 2 },
};
const summary = {
  counts: { alive: 1200, dead: 2, unknown: 40 },
  hosts: [{ host: 'files.example', alive: 1200, dead: 2, unknown: 40, down: false }],
};
const item = lanternPack({
  createdAt: checkedAt,
  links: [
    { url: 'https://files.example/d/lantern', state: 'dead', checkedAt },
    { url: 'https://mirror.example/lantern', state: 'dead', checkedAt },
  ],
});

function open() {
  const api = holdApi();
  renderInApp(<AdminLinkHealthPage />, { user: testUser({ isAdmin: true }), path: '/admin/link-health' });
  return api;
}
const made = (api: ReturnType<typeof holdApi>, method: string, path: string) =>
  vi.waitFor(() => expect(api.calls.some((c) => c.method === method && c.path === path)).toBe(true));

describe('the Link health page', () => {
  it('shows the counts by state and host, and each dead item with its links and when they were checked', async () => {
    const api = open();
    await made(api, 'GET', '/admin/link-health/dead?page=1&limit=20');
    act(() => {
      api.call('GET', '/admin/link-health').answer(200, summary);
      api.call('GET', '/admin/link-health/dead?page=1&limit=20').answer(200, queue);
    });
    const byState = await screen.findByRole('region', { name: 'Links by state' });
    await vi.waitFor(() => expect(byState.textContent).toContain('1.2K'));
    expect(within(screen.getByRole('region', { name: 'Links by host' })).getByRole('table').textContent).toContain(
      'files.example',
    );
    const links = screen.getByRole('list', { name: 'Links of Lantern Pack' });
    expect(within(links).getAllByRole('listitem')).toHaveLength(2);
    expect(links.textContent).toContain('checked 3h ago');
    expect(links.textContent).toContain('HTTP 404');
    expect(screen.getByRole('link', { name: 'Lantern Pack' }).getAttribute('href')).toBe('/content/lantern-pack');
  });

  it('checks an item now and shows the new state', async () => {
    const api = open();
    await made(api, 'GET', '/admin/link-health/dead?page=1&limit=20');
    act(() => api.call('GET', '/admin/link-health/dead?page=1&limit=20').answer(200, queue));
    await userEvent.click(await screen.findByRole('button', { name: 'Check now' }));
    await made(api, 'POST', '/content/7/check');
    act(() =>
      api.call('POST', '/content/7/check').answer(200, {
        state: 'alive',
        checkedAt: new Date().toISOString(),
        result: { status: 200, length: 10, type: 'application/zip', error: null },
        failures: 0,
      }),
    );
    expect((await screen.findByText('Checked now:')).parentElement?.textContent).toContain('Alive');
  });

  it('replaces the link through the item’s form', async () => {
    const api = open();
    const user = userEvent.setup();
    await made(api, 'GET', '/admin/link-health/dead?page=1&limit=20');
    act(() => api.call('GET', '/admin/link-health/dead?page=1&limit=20').answer(200, queue));
    await user.click(await screen.findByRole('button', { name: 'Replace link' }));
    await made(api, 'GET', '/content/slug/lantern-pack');
    act(() => api.call('GET', '/content/slug/lantern-pack').answer(200, item));
    const url = await screen.findByLabelText<HTMLInputElement>('Download URL', { exact: true });
    await user.clear(url);
    await user.type(url, 'https://files.example/d/lantern-2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await made(api, 'PUT', '/content/7');
    expect(api.call('PUT', '/content/7').body).toMatchObject({
      url: 'https://files.example/d/lantern-2',
      mirrors: ['https://mirror.example/lantern'],
    });
  });

  it('marks a dead link as a false positive, says the item is shown again, and reloads the queue', async () => {
    const api = open();
    const user = userEvent.setup();
    await made(api, 'GET', '/admin/link-health/dead?page=1&limit=20');
    act(() => api.call('GET', '/admin/link-health/dead?page=1&limit=20').answer(200, queue));
    await user.click(
      await screen.findByRole('button', { name: 'Mark https://mirror.example/lantern as a false positive' }),
    );
    await made(api, 'POST', '/admin/link-health/links/2/false-positive');
    const before = api.calls.filter((c) => c.path === '/admin/link-health/dead?page=1&limit=20').length;
    act(() =>
      api.call('POST', '/admin/link-health/links/2/false-positive').answer(200, {
        id: 2,
        contentId: 7,
        state: 'alive',
        falsePositiveUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        hidden: false,
      }),
    );
    expect(
      await screen.findByText('Lantern Pack: the link is marked as a false positive and the item is shown again.'),
    ).toBeTruthy();
    await vi.waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/admin/link-health/dead?page=1&limit=20').length).toBeGreaterThan(
        before,
      ),
    );
  });

  it("opens an item's check history: each link's checks with outcome, state, result and duration", async () => {
    const api = open();
    const user = userEvent.setup();
    await made(api, 'GET', '/admin/link-health/dead?page=1&limit=20');
    act(() => api.call('GET', '/admin/link-health/dead?page=1&limit=20').answer(200, queue));
    const toggle = await screen.findByRole('button', { name: 'Check history' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(api.calls.some((c) => c.path === '/admin/link-health/items/7/checks')).toBe(false);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await made(api, 'GET', '/admin/link-health/items/7/checks');
    const check = (outcome: string, state: string | null, status: number | null, durationMs: number | null) => ({
      checkedAt,
      outcome,
      state,
      status,
      length: null,
      type: null,
      error: status === null ? 'timeout: no answer in time' : null,
      durationMs,
    });
    act(() =>
      api.call('GET', '/admin/link-health/items/7/checks').answer(200, {
        contentId: 7,
        links: [
          {
            id: 1,
            url: 'https://files.example/d/lantern',
            position: 0,
            state: 'dead',
            checkedAt,
            failures: 3,
            falsePositiveUntil: null,
            checks: [check('failed', 'dead', 404, 85), check('outage', 'unknown', null, 15_000)],
          },
          {
            id: 2,
            url: 'https://mirror.example/lantern',
            position: 1,
            state: 'dead',
            checkedAt: null,
            failures: 0,
            falsePositiveUntil: null,
            checks: [],
          },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Checks of https://files.example/d/lantern' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Failed');
    expect(rows[1]!.textContent).toContain('Dead');
    expect(rows[1]!.textContent).toContain('HTTP 404');
    expect(rows[1]!.textContent).toContain('85 ms');
    expect(rows[2]!.textContent).toContain('Host outage');
    expect(rows[2]!.textContent).toContain('timeout: no answer in time');
    expect(rows[2]!.textContent).toContain('15,000 ms');
    expect(
      within(screen.getByRole('table', { name: 'Checks of https://mirror.example/lantern' })).getByText(
        'Not checked yet.',
      ),
    ).toBeTruthy();
  });

  it('deletes an item only once confirmed', async () => {
    const api = open();
    const user = userEvent.setup();
    await made(api, 'GET', '/admin/link-health/dead?page=1&limit=20');
    act(() => api.call('GET', '/admin/link-health/dead?page=1&limit=20').answer(200, queue));
    await user.click(await screen.findByRole('button', { name: 'Delete item' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await made(api, 'DELETE', '/content/7');
  });

  it('says so when nothing is dead, and shows "—" and a retry when the answers fail', async () => {
    const api = open();
    await made(api, 'GET', '/admin/link-health/dead?page=1&limit=20');
    act(() => {
      api.call('GET', '/admin/link-health').answer(500, { error: 'Internal Server Error' });
      api.call('GET', '/admin/link-health/dead?page=1&limit=20').answer(200, {
        links: [],
        pagination: { page: 1, limit: 20, totalPages: 0, totalItems: 0 },
      });
    });
    expect(await screen.findByText('No dead links')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('region', { name: 'Links by state' }).textContent).toContain('—'));
  });

  it('offers to try again when the queue cannot be loaded', async () => {
    const api = open();
    await made(api, 'GET', '/admin/link-health/dead?page=1&limit=20');
    act(() =>
      api.call('GET', '/admin/link-health/dead?page=1&limit=20').answer(500, { error: 'Internal Server Error' }),
    );
    expect(await screen.findByText('The dead links could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
