// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { testContent } from '@/testing/test-content.ts';
import { TagPage } from './tag-page.tsx';
import { TagsPage } from './tags-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(address: string) {
  const api = holdApi();
  window.history.replaceState(null, '', address);
  const router = createBrowserRouter([
    { path: '/tags', element: <TagsPage /> },
    { path: '/tags/:slug', element: <TagPage /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

const page = (totalItems: number) => ({ page: 1, limit: 24, totalPages: 1, totalItems });

describe('the tag pages', () => {
  it('list tags with their counts, by popularity or A–Z from the address', async () => {
    const api = open('/tags?sort=name');
    await vi.waitFor(() =>
      api.call('GET', '/tags?sortBy=name&page=1&limit=60').answer(200, {
        tags: [{ slug: 'outdoor', name: 'Outdoor', count: 12, parent: null }],
        pagination: page(1),
      }),
    );
    const link = await screen.findByRole('link', { name: /Outdoor\s*12/ });
    expect(link.getAttribute('href')).toBe('/tags/outdoor');
    expect(screen.getByRole('link', { name: 'A–Z' }).getAttribute('aria-current')).toBe('page');
  });

  it("show a tag's items, links to its children, and keep the sort in the address", async () => {
    const user = userEvent.setup();
    const api = open('/tags/outdoor');
    await vi.waitFor(() =>
      api.call('GET', '/tags/outdoor').answer(200, {
        slug: 'outdoor',
        name: 'Outdoor',
        count: 3,
        parent: null,
        aliases: ['Outside'],
        children: [{ slug: 'beach', name: 'Beach', count: 2, parent: 'outdoor' }],
      }),
    );
    await vi.waitFor(() =>
      api
        .call('GET', '/content?tag=outdoor&sortBy=recent&page=1&limit=24')
        .answer(200, { contents: [testContent({ title: 'Dune Walk' })], pagination: page(3) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Outdoor' })).toBeTruthy();
    expect(await screen.findByText('Dune Walk')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Beach\s*2/ }).getAttribute('href')).toBe('/tags/beach');
    await user.click(screen.getByRole('button', { name: /popular/i }));
    await vi.waitFor(() => expect(window.location.search).toBe('?sort=popular'));
    await vi.waitFor(() => api.call('GET', '/content?tag=outdoor&sortBy=popular&page=1&limit=24'));
  });

  it('says a tag that no visible item carries is not found', async () => {
    const api = open('/tags/nothing');
    await vi.waitFor(() => api.call('GET', '/tags/nothing').answer(404, { error: 'Tag not found', code: 'NOT_FOUND' }));
    expect(await screen.findByText('Tag not found', { selector: 'h1' })).toBeTruthy();
  });
});
