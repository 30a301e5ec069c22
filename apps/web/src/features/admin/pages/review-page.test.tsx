// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewItem } from '@packdex/shared/schemas/review';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { AdminReviewPage } from './review-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draft = (id: number, o: Partial<ReviewItem> = {}): ReviewItem => ({
  kind: 'model',
  id,
  title: `Fictional Model ${id}`,
  slug: `fictional-model-${id}`,
  model: null,
  status: 'pending',
  createdAt: new Date().toISOString(),
  createdBy: { id: 5, name: 'Eda Editor' },
  decidedAt: null,
  decidedBy: null,
  reason: null,
  checklist: { consent: 'current', bannedTerm: null, link: null },
  blockers: [],
  ...o,
});

function openQueue(items: ReviewItem[]) {
  const api = holdApi();
  renderInApp(<AdminReviewPage />, { user: testUser({ role: 'moderator' }), path: '/admin/review' });
  act(() =>
    api.call('GET', '/admin/review?page=1&limit=20&status=pending').answer(200, {
      items,
      pending: items.length,
      enabled: true,
      pagination: { page: 1, limit: 20, totalPages: 1, totalItems: items.length },
    }),
  );
  return api;
}

describe('the review queue', () => {
  it('shows each draft’s checklist and publishes one that passes it', async () => {
    const api = openQueue([
      draft(1),
      draft(2, {
        kind: 'content',
        title: 'Quiet Orchard',
        model: { id: 3, name: 'Rosalind Peake', slug: 'rosalind-peake' },
        checklist: { consent: 'missing', bannedTerm: null, link: 'dead' },
        blockers: ['consent'],
      }),
    ]);
    const user = userEvent.setup();
    const [ready, blocked] = await screen.findAllByTestId('review-item');
    expect(within(blocked!).getByText('Model: No consent record')).toBeTruthy();
    expect(within(blocked!).getByText('Download link dead')).toBeTruthy();
    expect(within(blocked!).getByText('Add a current consent record before publishing.')).toBeTruthy();
    expect(within(blocked!).getByRole<HTMLButtonElement>('button', { name: 'Publish' }).disabled).toBe(true);

    await user.click(within(ready!).getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.call('PUT', '/admin/review/model/1').body).toEqual({ action: 'publish' });
  });

  it('tells the creator another staff account must review their draft, and asks a reason to reject', async () => {
    const api = openQueue([draft(4, { blockers: ['own_draft'] })]);
    const user = userEvent.setup();
    const [card] = await screen.findAllByTestId('review-item');
    expect(within(card!).getByText('You created this draft: another staff account must review it.')).toBeTruthy();
    await user.click(within(card!).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Write the reason for the rejection first.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.type(within(card!).getByLabelText('Reason (required to reject)'), 'The photo is not the model.');
    await user.click(within(card!).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.call('PUT', '/admin/review/model/4').body).toEqual({
      action: 'reject',
      reason: 'The photo is not the model.',
    });
  });
});
