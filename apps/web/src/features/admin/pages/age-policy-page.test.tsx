// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { AdminAgePolicyPage } from './age-policy-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the age policy page', () => {
  it('lists the regional rules, sets one and removes one', async () => {
    const api = holdApi();
    const user = userEvent.setup();
    renderInApp(<AdminAgePolicyPage />, { user: testUser({ isAdmin: true }), path: '/admin/age-policy' });
    const at = new Date().toISOString();
    act(() =>
      api.call('GET', '/admin/age-policy').answer(200, {
        policies: [
          { region: 'GB', level: 'verified', updatedAt: at },
          { region: 'US-TX', level: 'verified', updatedAt: at },
        ],
        enabled: true,
        unlisted: 'self',
        provider: false,
      }),
    );
    const list = await screen.findByRole('list', { name: 'Regional rules' });
    expect(list.textContent).toContain('US-TX');
    expect(document.body.textContent).toContain('visitors from a verified region are refused (451)');

    await user.type(screen.getByLabelText('Region'), 'us-ut');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.call('PUT', '/admin/age-policy/US-UT').body).toEqual({ level: 'verified' });

    await user.click(screen.getByRole('button', { name: 'Remove GB' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    api.call('DELETE', '/admin/age-policy/GB');
  });
});
