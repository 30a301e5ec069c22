// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentPage } from './content-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The item page of `slug`, the API answering `status` with `body`. */
function openItem(status: number, body: object) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
  window.history.replaceState(null, '', '/content/old-pack');
  const router = createBrowserRouter([{ path: '/content/:slug', element: <ContentPage /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the item page of an item that is gone', () => {
  it('tells whoever follows an old link that the download link is no longer available', async () => {
    openItem(410, { error: "This pack's download link is no longer available", code: 'LINK_DEAD' });
    expect(
      await screen.findByText("This pack's download link is no longer available", {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Download unavailable');
  });

  it('still says not found for an item that does not exist', async () => {
    openItem(404, { error: 'Content not found', code: 'NOT_FOUND' });
    expect(
      await screen.findByText('This pack does not exist or has been removed from the index.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
