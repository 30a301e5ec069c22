// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemovalRequest } from '@packdex/shared/schemas';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { AdminRemovalRequestsPage } from './removal-requests-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const request = (id: number, remainingMs: number): RemovalRequest => ({
  id,
  number: `TID-20261206-00000000${id}0`,
  status: 'open',
  name: 'Robin Example',
  email: 'robin@example.test',
  statement: 'These pictures show me.',
  signature: 'Robin Example',
  createdAt: new Date().toISOString(),
  dueAt: new Date().toISOString(),
  remainingMs,
  overdue: remainingMs < 0,
  decidedAt: null,
  reason: null,
  items: [{ url: 'https://packdex.test/content/lakeside', kind: 'content', targetId: 7, exists: true }],
});

function openInbox() {
  const api = holdApi();
  renderInApp(<AdminRemovalRequestsPage />, { user: testUser({ isAdmin: true }), path: '/admin/removal-requests' });
  act(() =>
    api.call('GET', '/removal-requests?page=1&limit=20&status=open').answer(200, {
      requests: [request(1, -(90 * 60_000 + 5000)), request(2, 5 * 3_600_000)],
      pagination: { page: 1, limit: 20, totalPages: 1, totalItems: 2 },
      open: 2,
      nearestDueAt: new Date().toISOString(),
    }),
  );
  return api;
}

describe('the removal requests inbox', () => {
  it('shows the time left on each clock, and an overdue one in red', async () => {
    openInbox();
    const badges = await screen.findAllByTestId('time-left');
    expect(badges.map((b) => b.textContent)).toEqual(['Overdue by 1 h 30 min', '5 h 0 min left']);
    expect(badges[0]!.dataset.overdue).toBe('true');
    expect(badges[0]!.className).toMatch(/danger/);
    expect(badges[1]!.className).not.toMatch(/danger/);
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    const api = openInbox();
    const user = userEvent.setup();
    const [card] = await screen.findAllByTestId('removal-request');
    await user.click(within(card!).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Write the reason for the rejection first.');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.type(within(card!).getByLabelText('Reason (required to reject)'), 'Someone else is shown.');
    await user.click(within(card!).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.call('PUT', '/removal-requests/1').body).toEqual({ action: 'reject', reason: 'Someone else is shown.' });
  });
});
