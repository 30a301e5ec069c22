// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { AdminMonthlyReportPage } from './monthly-report-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report = (month: string, received: number) => ({
  month,
  from: `${month}-01T00:00:00.000Z`,
  to: `${month}-28T00:00:00.000Z`,
  generatedAt: new Date().toISOString(),
  sections: [
    {
      id: 'removal_requests',
      title: 'Removal requests (48-hour deadline)',
      rows: [
        { key: 'received', label: 'Received', value: received },
        { key: 'median_hours', label: 'Time to decision, median (hours)', value: null },
      ],
    },
  ],
});

describe('the monthly report page', () => {
  it("shows last month's figures, a dash where there is nothing to measure, and another month when picked", async () => {
    const api = holdApi();
    renderInApp(<AdminMonthlyReportPage />, { user: testUser({ isAdmin: true }), path: '/admin/monthly-report' });
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    act(() => api.call('GET', `/admin/reports/monthly?month=${last}&format=json`).answer(200, report(last, 4)));
    const received = await screen.findByRole('rowheader', { name: 'Received' });
    expect(received.nextElementSibling?.textContent).toBe('4');
    expect(
      screen.getByRole('rowheader', { name: 'Time to decision, median (hours)' }).nextElementSibling?.textContent,
    ).toBe('—');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();

    const picker = screen.getByLabelText<HTMLInputElement>('Month');
    expect(picker.value).toBe(last);
    fireEvent.change(picker, { target: { value: '2026-01' } });
    act(() => api.call('GET', '/admin/reports/monthly?month=2026-01&format=json').answer(200, report('2026-01', 9)));
    await vi.waitFor(() =>
      expect(screen.getByRole('rowheader', { name: 'Received' }).nextElementSibling?.textContent).toBe('9'),
    );
  });
});
