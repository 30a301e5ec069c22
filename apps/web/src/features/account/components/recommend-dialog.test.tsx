// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { RecommendDialog } from './recommend-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The dialog open for a member with `remaining` recommendations left this month. */
async function openWith(remaining: number) {
  const api = holdApi();
  const showAlert = vi.fn();
  renderInApp(<RecommendDialog open onClose={() => undefined} showAlert={showAlert} />, {
    user: testUser({ isPremium: true }),
  });
  act(() => api.call('GET', '/recommendations/remaining').answer(200, { remaining }));
  await screen.findByText(/left this month|limit/);
  return showAlert;
}

const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Recommendation' });
const description = () => screen.getByLabelText<HTMLTextAreaElement>('Why this model?');

describe('the Recommend Content dialog', () => {
  it('says up front that none are left this month, and takes no input', async () => {
    await openWith(0);
    expect(screen.getByRole('status').textContent).toBe(
      'You have reached your monthly recommendation limit of 2 recommendations.',
    );
    expect(submit().disabled).toBe(true);
    expect(description().matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox').matches(':disabled')).toBe(true);
  });

  it('counts what is left and takes a recommendation while some are', async () => {
    await openWith(1);
    expect(screen.getByRole('status').textContent).toBe('1 of 2 recommendations left this month');
    expect(submit().disabled).toBe(false);
    expect(description().matches(':disabled')).toBe(false);
  });
});
