// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { ModelsPage } from './models-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The models page at `address`, in a browser router: the page reads the address bar itself. */
function openModels(address: string) {
  holdApi();
  window.history.replaceState(null, '', address);
  const router = createBrowserRouter([{ path: '/models', element: <ModelsPage /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const minAge = () => screen.getByLabelText<HTMLInputElement>(/^Min age/);
const maxAge = () => screen.getByLabelText<HTMLInputElement>(/^Max age/);

describe('the models page’s age filter', () => {
  it('keeps Max where it shows when Min is cleared after a pair was typed the wrong way round', async () => {
    const user = userEvent.setup();
    openModels('/models?minAge=20&maxAge=40');
    await user.clear(minAge());
    await user.type(minAge(), '50{Enter}');
    // Read in order: 40 to 50.
    expect([minAge().value, maxAge().value]).toEqual(['40', '50']);
    expect(new URLSearchParams(window.location.search).get('maxAge')).toBe('50');

    await user.clear(minAge());
    await user.tab();
    expect([minAge().value, maxAge().value]).toEqual(['', '50']);
  });

  it('writes a swapped pair it arrives with in the order the filters show', async () => {
    openModels('/models?minAge=50&maxAge=30');
    expect([minAge().value, maxAge().value]).toEqual(['30', '50']);
    await vi.waitFor(() => expect(window.location.search).toBe('?minAge=30&maxAge=50'));
  });
});
