// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { ChangeEmailDialog } from './change-email-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

async function fillAndSend(newEmail: string, password: string) {
  const api = holdApi();
  const showAlert = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderInApp(<ChangeEmailDialog open onClose={onClose} showAlert={showAlert} />, { user: testUser() });
  if (newEmail) await user.type(screen.getByLabelText(/New Email/), newEmail);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
  return { api, showAlert, onClose };
}

describe('the Change Email dialog', () => {
  it('sends the new address and the password, then says to check the new inbox', async () => {
    const { api, showAlert, onClose } = await fillAndSend('New.Me@Example.test', 'my-password');
    const call = api.call('POST', '/auth/change-email');
    expect(call.body).toEqual({ newEmail: 'new.me@example.test', password: 'my-password' });
    expect(screen.getByRole('button', { name: 'Sending…' }).hasAttribute('disabled')).toBe(true);
    call.answer(200, { success: true });
    await settle();
    expect(onClose).toHaveBeenCalled();
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'success',
        title: 'Check your new inbox',
        message: expect.stringContaining('new.me@example.test') as string,
      }),
    );
  });

  it("shows the server's reason when the address is taken or the password wrong", async () => {
    const { api, showAlert, onClose } = await fillAndSend('taken@example.test', 'my-password');
    api
      .call('POST', '/auth/change-email')
      .answer(409, { error: 'An account with this email already exists', code: 'CONFLICT' });
    await settle();
    expect(onClose).not.toHaveBeenCalled();
    expect(showAlert).toHaveBeenCalledWith({
      type: 'error',
      title: 'Email Change Failed',
      message: 'An account with this email already exists',
    });
  });

  it('asks for the password before sending anything', async () => {
    const { api, showAlert } = await fillAndSend('someone@example.test', '');
    await settle();
    expect(api.calls).toEqual([]);
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: 'Password Required',
        message: 'Please enter your password to confirm.',
      }),
    );
  });
});
