// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from './home-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The home page at `address`, every list answered with one page of nothing. */
function openHome(address: string) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ contents: [], pagination: { totalPages: 0, totalItems: 0 } }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  window.history.replaceState(null, '', address);
  const router = createBrowserRouter([{ path: '/', element: <HomePage /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const listHeading = () => screen.getByRole('heading', { level: 2 });

describe('the home page’s list heading', () => {
  it('follows the sort: Latest content, or Popular content once Popular is chosen', async () => {
    const user = userEvent.setup();
    openHome('/');
    expect(listHeading().textContent).toBe('Latest content');
    await user.click(screen.getByRole('button', { name: 'Popular' }));
    expect(listHeading().textContent).toBe('Popular content');
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(listHeading().textContent).toBe('Latest content');
  });

  it('says Popular content on an address that asks for it', () => {
    openHome('/?sortBy=popular');
    expect(listHeading().textContent).toBe('Popular content');
  });
});
