// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardResponse, User } from '@packdex/shared/schemas';
import { ApiError } from '@/lib/api-client.ts';
import { AuthError } from '@/lib/auth/error-message.ts';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Lets a settled call's promise and the renders it causes run. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const unverified = testUser({ id: 4, name: 'Uma', email: 'uma@example.test', isVerified: false });

function dashboard(user: User, remaining: number): DashboardResponse {
  const opened = ['a', 'b', 'c'].slice(0, 3 - remaining);
  return { user, stats: { views: 0, likes: 0, comments: 0 }, contentAllowance: { limit: 3, remaining, opened } };
}

const banner = () => screen.queryByRole('region', { name: 'Email verification' });

describe('the verify-email banner', () => {
  it('is not there for a visitor or a verified account, and asks the server nothing', async () => {
    const api = holdApi();
    renderInApp(<VerifyEmailBanner />, { user: null });
    expect(banner()).toBeNull();
    cleanup();
    renderInApp(<VerifyEmailBanner />, { user: testUser() });
    await settle();
    expect(banner()).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('asks an unverified account to verify and shows the packs left as the server counts them', async () => {
    const api = holdApi();
    renderInApp(<VerifyEmailBanner />, { user: unverified });
    const region = banner()!;
    expect(region.textContent).toContain('Verify your email address to unlock unlimited packs, comments and likes.');
    // No count until the server has given one: the browser never guesses it.
    expect(within(region).queryByTestId('packs-left')).toBeNull();
    api.call('GET', '/auth/dashboard').answer(200, dashboard(unverified, 2));
    await settle();
    expect(within(region).getByTestId('packs-left').textContent).toBe('2 of 3 packs left');
  });

  it('mails the link again, saying it is sending and then that it was sent', async () => {
    holdApi();
    const user = userEvent.setup();
    const { auth } = renderInApp(<VerifyEmailBanner />, { user: unverified });
    let sent: (message: string) => void = () => undefined;
    vi.mocked(auth.resendVerification).mockImplementation(() => new Promise((resolve) => (sent = resolve)));
    const button = screen.getByRole('button', { name: 'Resend Email' });

    await user.click(button);
    expect(auth.resendVerification).toHaveBeenCalledWith('uma@example.test');
    expect(button.textContent).toBe('Sending...');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () =>
      sent('If that account exists and is not verified yet, a new verification email is on its way.'),
    );
    expect(screen.getByRole('status').textContent).toBe('A new verification link is on its way to uma@example.test.');
    expect(button.textContent).toBe('Resend Email');
  });

  it('says why a resend was refused: the server’s reason, a rate limit', async () => {
    holdApi();
    const user = userEvent.setup();
    const { auth } = renderInApp(<VerifyEmailBanner />, { user: unverified });
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.');
    vi.mocked(auth.resendVerification).mockRejectedValue(new AuthError('Falha ao reenviar verificação', limited));

    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await settle();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Error resending verification email: Too many attempts. Please try again later.');
    expect(status.className).toContain('text-danger');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend Email' }).disabled).toBe(false);
  });

  it('falls back to its own words when the call failed without a reason', async () => {
    holdApi();
    const user = userEvent.setup();
    const { auth } = renderInApp(<VerifyEmailBanner />, { user: unverified });
    vi.mocked(auth.resendVerification).mockRejectedValue(new AuthError('x', new ApiError(502, 'HTTP_502', '')));
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Error resending verification email');
  });
});
