// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { AdminBannedTermsPage } from './banned-terms-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the banned terms page', () => {
  it('lists the terms, adds one and removes one', async () => {
    const api = holdApi();
    const user = userEvent.setup();
    renderInApp(<AdminBannedTermsPage />, { user: testUser({ isAdmin: true }), path: '/admin/banned-terms' });
    const at = new Date().toISOString();
    act(() =>
      api.call('GET', '/admin/banned-terms').answer(200, {
        terms: [
          { id: 1, term: 'underage', createdAt: at },
          { id: 2, term: 'hidden cam', createdAt: at },
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Banned terms' });
    expect(list.textContent).toContain('underage');

    await user.type(screen.getByLabelText('New term'), ' quokka ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.call('POST', '/admin/banned-terms').body).toEqual({ term: 'quokka' });

    await user.click(screen.getByRole('button', { name: 'Remove hidden cam' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    api.call('DELETE', '/admin/banned-terms/2');
  });
});
