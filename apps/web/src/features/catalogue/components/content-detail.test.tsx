// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'preact/test-utils';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Content } from '@packdex/shared/schemas';
import { render } from '@/testing/dom.tsx';
import { ContentDetail } from './content-detail.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const content: Content = {
  id: 7,
  slug: 'test-pack',
  title: 'Test Pack',
  url: 'https://files.example/d/test-pack',
  thumbnailUrl: null,
  type: 'gallery',
  tags: [],
  model_id: null,
  model: null,
  views: 10,
  createdAt: '2026-11-01T00:00:00.000Z',
  info: { images: 3, videos: 0, size: 1_000 },
};

describe('the content page counting its view', () => {
  it('records the view once and hands on the new total without rendering the page again', async () => {
    let answer: (body: unknown) => void = () => undefined;
    const posts: string[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(url);
        return new Promise((resolve) => {
          answer = (body) =>
            resolve(
              new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
            );
        });
      }
      return Promise.resolve(
        new Response('{"error":"x"}', { status: 404, headers: { 'content-type': 'application/json' } }),
      );
    });
    const renders = vi.fn(() => null);
    const counted = vi.fn();
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <ContentDetail content={content} onBack={() => undefined} onViewCounted={counted} renderActions={renders} />
          ),
        },
      ],
      { initialEntries: ['/content/test-pack'] },
    );
    await render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(posts).toEqual(['/api/content/7/view']);
    await act(async () => {
      answer({ counted: true, views: 11 });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(counted).toHaveBeenCalledExactlyOnceWith(11);
    // Rendered once: a request in flight and its answer are not page state.
    expect(renders).toHaveBeenCalledTimes(1);
  });
});
