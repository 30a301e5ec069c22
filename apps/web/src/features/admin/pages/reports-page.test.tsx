// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '@packdex/shared/schemas';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { AdminReportsPage } from './reports-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report = (id: number, ageBusinessDays: number): Report => ({
  id,
  status: 'pending',
  contentId: 7,
  modelId: null,
  commentId: null,
  reason: 'spam',
  description: null,
  createdAt: new Date().toISOString(),
  ipAddress: null,
  adminNotes: null,
  severe: false,
  target: null,
  ageBusinessDays,
  overdue: false,
  hidTarget: false,
});

describe('the report queue', () => {
  it('gives a report of today its age in words, not "0 business days old"', async () => {
    const api = holdApi();
    renderInApp(<AdminReportsPage />, { user: testUser({ isAdmin: true }), path: '/admin/reports' });
    act(() =>
      api.call('GET', '/reports?page=1&limit=20').answer(200, {
        reports: [report(1, 0), report(2, 1), report(3, 4)],
        pagination: { totalPages: 1, totalItems: 3 },
      }),
    );
    const ages = (await screen.findAllByText(/business day/)).map((element) => element.textContent);
    expect(ages).toEqual(['less than a business day old', '1 business day old', '4 business days old']);
  });
});
