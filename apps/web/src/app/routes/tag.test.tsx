// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@packdex/shared/schemas';
import { AuthContext } from '@/lib/auth/auth-context.ts';
import { holdApi } from '@/testing/api-stub.ts';
import { testAuthStore } from '@/testing/render-app.tsx';
import { Component as TagRoute } from './tag.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The tag route (the catalogue's page with the community's Follow button) at `address`, for `user`. */
function open(address: string, user: User | null) {
  const api = holdApi();
  window.history.replaceState(null, '', address);
  const router = createBrowserRouter([{ path: '/tags/:slug', element: <TagRoute /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={testAuthStore(user)}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return api;
}

describe('the tag route', () => {
  it('lets a signed-in viewer follow the tag, its count and state flipping at once', async () => {
    const user = userEvent.setup();
    const api = open('/tags/outdoor', { id: 5, name: 'Ada', role: 'user' } as User);
    await vi.waitFor(() =>
      api.call('GET', '/tags/outdoor').answer(200, {
        slug: 'outdoor',
        name: 'Outdoor',
        count: 3,
        parent: null,
        aliases: [],
        children: [],
      }),
    );
    await vi.waitFor(() => api.call('GET', '/tags/outdoor/follow').answer(200, { following: false, followers: 2 }));
    const button = await screen.findByRole('button', { name: /^Follow/ });
    expect(button.textContent).toContain('2');
    await user.click(button);
    expect((await screen.findByRole('button', { name: /^Following/ })).textContent).toContain('3');
    await vi.waitFor(() => api.call('POST', '/tags/outdoor/follow').answer(200, { following: true, followers: 3 }));
  });
});
