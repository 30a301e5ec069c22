// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { LinkHealthPanel } from './link-health-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = async () => {
  const api = holdApi();
  renderInApp(<LinkHealthPanel />, { user: testUser({ isAdmin: true }), path: '/admin' });
  await vi.waitFor(() => expect(api.calls.length).toBe(1));
  return api.call('GET', '/admin/link-health');
};

describe('the dashboard’s link health', () => {
  it('shows the links alive, dead and unknown, and links to the Link health page', async () => {
    const call = await show();
    act(() => call.answer(200, { counts: { alive: 950, dead: 12, unknown: 3 }, hosts: [] }));
    await vi.waitFor(() => expect(screen.getByTestId('link-health-alive').textContent).toBe('950'));
    expect(screen.getByTestId('link-health-dead').textContent).toBe('12');
    expect(screen.getByTestId('link-health-unknown').textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Open link health' }).getAttribute('href')).toBe('/admin/link-health');
  });

  it('shows "—" rather than a number when the figures cannot be loaded', async () => {
    const call = await show();
    act(() => call.answer(500, { error: 'Internal Server Error' }));
    await vi.waitFor(() => expect(screen.getByTestId('link-health-dead').textContent).toBe('—'));
  });
});
