// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage, type HomeListFilters } from './home-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The home page at `address`, every list answered with one page of nothing. */
function openHome(address: string, renderActions?: (filters: HomeListFilters) => ReactNode) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: string | URL) => {
    asked.push(String(input));
    return Promise.resolve(
      new Response(JSON.stringify({ contents: [], pagination: { totalPages: 0, totalItems: 0 } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  window.history.replaceState(null, '', address);
  const router = createBrowserRouter([{ path: '/', element: <HomePage renderActions={renderActions} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return asked;
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

describe('the home page’s filters (a saved search’s list)', () => {
  it('lists by the type and tags of its address, and offers to save the narrowed list', async () => {
    const saved = vi.fn(() => <button type="button">Save this search</button>);
    const asked = openHome('/?search=harbor&type=video&tag=night&excludeTag=city', saved);
    expect(await screen.findByRole('button', { name: 'Save this search' })).toBeTruthy();
    expect(saved).toHaveBeenCalledWith({
      search: 'harbor',
      type: 'video',
      tag: ['night'],
      excludeTag: ['city'],
      sortBy: 'recent',
    });
    expect(screen.getByTestId('home-filters').textContent).toContain('Type: video · #night · without #city');
    expect(
      asked.some((url) => url.includes('type=video') && url.includes('tag=night') && url.includes('excludeTag=city')),
    ).toBe(true);
  });

  it('offers no save for the whole catalogue', () => {
    const saved = vi.fn(() => <button type="button">Save this search</button>);
    openHome('/?sortBy=popular', saved);
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
    expect(saved).not.toHaveBeenCalled();
  });
});
