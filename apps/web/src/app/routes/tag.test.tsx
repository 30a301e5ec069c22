// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@packdex/shared/schemas';
import { AuthContext } from '@/lib/auth/auth-context.ts';
import { holdApi } from '@/testing/api-stub.ts';
import { testAuthStore } from '@/testing/render-app.tsx';
import { testModel } from '@/testing/test-content.ts';
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

const OUTDOOR = { slug: 'outdoor', name: 'Outdoor', count: 3, parent: null, aliases: [], children: [] };

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

  it('lists the models whose items carry the tag, and shows more of them a page at a time', async () => {
    const user = userEvent.setup();
    const api = open('/tags/outdoor', null);
    const model = (id: number) => testModel(id, { photoUrl: '/uploads/m.png', views: 10, age: 30, contents: 4 });
    await vi.waitFor(() => api.call('GET', '/tags/outdoor').answer(200, OUTDOOR));
    await vi.waitFor(() =>
      api.call('GET', '/tags/outdoor/models?page=1&limit=12').answer(200, {
        models: [model(1), model(2)],
        pagination: { page: 1, limit: 12, totalPages: 2, totalItems: 13 },
      }),
    );
    const section = await screen.findByRole('region', { name: /Models/ });
    await vi.waitFor(() => expect(section.textContent).toContain('13 models'));
    expect(
      within(section)
        .getByRole('link', { name: /Model 1/ })
        .getAttribute('href'),
    ).toBe('/model/model-1');
    await user.click(within(section).getByRole('button', { name: 'Show more models' }));
    await vi.waitFor(() =>
      api.call('GET', '/tags/outdoor/models?page=2&limit=12').answer(200, {
        models: [model(3)],
        pagination: { page: 2, limit: 12, totalPages: 2, totalItems: 13 },
      }),
    );
    await within(section).findByRole('link', { name: /Model 3/ });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).queryByRole('button', { name: 'Show more models' })).toBeNull();
  });

  it('shows no models section when no model has an item with the tag', async () => {
    const api = open('/tags/outdoor', null);
    await vi.waitFor(() => api.call('GET', '/tags/outdoor').answer(200, OUTDOOR));
    await vi.waitFor(() =>
      api.call('GET', '/tags/outdoor/models?page=1&limit=12').answer(200, {
        models: [],
        pagination: { page: 1, limit: 12, totalPages: 0, totalItems: 0 },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Outdoor' });
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /Models/ })).toBeNull());
  });
});
