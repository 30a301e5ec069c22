// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@packdex/shared/schemas';
import { EMAIL_CONFIRMATION_REQUIRED } from '@/lib/auth/auth-context.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { AuthDialog } from './auth-dialog.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

async function registerThroughDialog(answer: User | typeof EMAIL_CONFIRMATION_REQUIRED) {
  const { auth } = renderInApp(<AuthDialog />, { dialogMode: 'register' });
  vi.mocked(auth.register).mockResolvedValue(answer);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), 'Ada');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.test');
  for (const field of screen.getAllByLabelText(/password/i)) await user.type(field, 'secret-pass-1');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('the auth dialog after a registration', () => {
  it('shows the account-created panel when the new account is signed in', async () => {
    await registerThroughDialog({ email: 'ada@example.test' } as User);
    expect(await screen.findByRole('heading', { name: 'Account Created!' })).toBeTruthy();
  });

  it('REGISTRATION_ANSWER=uniform: asks to open the mailed link, and claims no account was created', async () => {
    await registerThroughDialog(EMAIL_CONFIRMATION_REQUIRED);
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText(/to finish creating your account/).textContent).toContain('ada@example.test');
    expect(screen.queryByRole('heading', { name: 'Account Created!' })).toBeNull();
  });
});
