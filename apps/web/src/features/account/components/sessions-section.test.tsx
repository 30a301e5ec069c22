// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { SessionsSection } from './sessions-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
const hourAgo = new Date(Date.now() - 3600_000).toISOString();
const SESSIONS = [
  { id: 'here', createdAt: hourAgo, lastSeenAt: hourAgo, device: 'Firefox · Linux', network: null, current: true },
  {
    id: 'phone',
    createdAt: hourAgo,
    lastSeenAt: hourAgo,
    device: 'Safari · iOS',
    network: '203.0.113.0/24',
    current: false,
  },
];

function show() {
  const api = holdApi();
  const showAlert = vi.fn();
  const view = renderInApp(<SessionsSection showAlert={showAlert} />, { user: testUser() });
  return { api, showAlert, ...view };
}

describe('the Active sessions section', () => {
  it('lists the sessions, marks this device, and signs another one out', async () => {
    const { api } = show();
    expect(screen.getByRole('status', { name: 'Loading sessions…' })).toBeTruthy();
    api.call('GET', '/account/sessions').answer(200, { sessions: SESSIONS });
    await settle();
    const rows = within(screen.getByRole('list', { name: 'Active sessions' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Firefox · LinuxThis device'),
      expect.stringContaining('203.0.113.0/24'),
    ]);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Sign out Safari · iOS' }));
    api.call('DELETE', '/account/sessions/phone').answer(200, { success: true });
    await settle();
    // The list is read again.
    api.call('GET', '/account/sessions').answer(200, { sessions: SESSIONS.slice(0, 1) });
    await settle();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('signs every other device out with the password and keeps the fresh token', async () => {
    const { api, auth, showAlert } = show();
    api.call('GET', '/account/sessions').answer(200, { sessions: SESSIONS });
    await settle();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Password/), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    const call = api.call('POST', '/account/sessions/end-others');
    expect(call.body).toEqual({ password: 'my-password' });
    const fresh = { token: 'fresh-token', user: testUser() };
    call.answer(200, fresh);
    await settle();
    expect(auth.setSession).toHaveBeenCalledWith('fresh-token', fresh.user);
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Signed Out Elsewhere' }));
  });

  it('says when there is nothing to list, and offers a retry when the list fails', async () => {
    const { api } = show();
    api.call('GET', '/account/sessions').answer(500, { error: 'Something went wrong on our side. Please try again.' });
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Could not load your sessions.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    api.call('GET', '/account/sessions').answer(200, { sessions: [] });
    await settle();
    expect(screen.getByRole('status').textContent).toBe(
      'No sessions to show yet. Sign in again to see this device here.',
    );
  });
});
