// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Model } from '@packdex/shared/schemas';
import { ModelContentsSection } from './model-contents-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const model = { id: 3, slug: 'orla-quince', name: 'Orla Quince', contents: 4 } as Model;

/** The model's content at `address`, every list answered empty (the filters match nothing). */
function openSection(address: string) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ contents: [], pagination: { totalPages: 0, totalItems: 0 } }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  window.history.replaceState(null, '', address);
  const router = createBrowserRouter([{ path: '/model/:slug', element: <ModelContentsSection model={model} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a model’s content narrowed to nothing', () => {
  it('offers to clear the type filter when the filter is what narrowed it', async () => {
    const user = userEvent.setup();
    openSection('/model/orla-quince?type=video');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'All types' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('names both when a search and a filter narrowed it, and clears both', async () => {
    const user = userEvent.setup();
    openSection('/model/orla-quince?search=beach&type=video');
    expect(await screen.findByText('Nothing matches this search and filter.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(window.location.search).toBe('');
  });

  it('offers to clear the search alone when only a search narrowed it', async () => {
    openSection('/model/orla-quince?search=beach');
    expect(await screen.findByText('Nothing matches this search.')).toBeTruthy();
    // The search box has a Clear search button of its own; this is the empty state's.
    expect(within(screen.getByRole('status')).getByRole('button').textContent).toBe('Clear search');
  });
});
