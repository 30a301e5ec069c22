// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/dom.tsx';
import { testContent } from '@/testing/test-content.ts';
import { ContentDetail } from './content-detail.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  // The counts this browser showed (lib/seen-views.ts): each test opens the page afresh.
  localStorage.clear();
});

const content = testContent();

/** A few turns of the event loop: a fetch answered, its promise handled, the renders flushed. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 10));

function stubViewPost() {
  let answer: (body: unknown) => void = () => undefined;
  const posts: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push(url);
      return new Promise((resolve) => {
        answer = (body) =>
          resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
      });
    }
    return Promise.resolve(
      new Response('{"error":"x"}', { status: 404, headers: { 'content-type': 'application/json' } }),
    );
  });
  /** Answers the view's POST with `body` and lets the page take the answer in. */
  const answerView = (body: unknown) =>
    act(async () => {
      answer(body);
      await settle();
    });
  return { posts, answerView };
}

async function renderDetail(onViewCounted: (views: number) => void) {
  const renders = vi.fn(() => null);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ContentDetail
            content={content}
            onBack={() => undefined}
            onViewCounted={onViewCounted}
            renderActions={renders}
          />
        ),
      },
    ],
    { initialEntries: ['/content/test-pack'] },
  );
  const view = await render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(settle);
  return { ...view, renders };
}

const shownCounts = () =>
  [...document.querySelectorAll('span[title$="views"]')].map((e) => [e.textContent, e.getAttribute('title')]);

describe('the content page counting its view', () => {
  it('records the view once and shows the new total without rendering the page again', async () => {
    const post = stubViewPost();
    const counted = vi.fn();
    const { renders, unmount } = await renderDetail(counted);
    expect(post.posts).toEqual(['/api/content/7/view']);
    expect(shownCounts()).toEqual([
      ['10 views', '10 views'],
      ['10 views', '10 views'],
    ]);
    await post.answerView({ counted: true, views: 1_234 });
    // The header's and the hero card's counts show the total; the page itself rendered once.
    expect(shownCounts()).toEqual([
      ['1K views', '1,234 views'],
      ['1K views', '1,234 views'],
    ]);
    expect(renders).toHaveBeenCalledTimes(1);
    // The cached item takes the total when the page closes.
    expect(counted).not.toHaveBeenCalled();
    unmount();
    expect(counted).toHaveBeenCalledExactlyOnceWith(1_234);
  });

  it('keeps the item’s total when the view was not counted, and hands nothing on', async () => {
    const post = stubViewPost();
    const counted = vi.fn();
    const { unmount } = await renderDetail(counted);
    await post.answerView({ counted: false, views: 10 });
    expect(shownCounts()).toEqual([
      ['10 views', '10 views'],
      ['10 views', '10 views'],
    ]);
    unmount();
    expect(counted).not.toHaveBeenCalled();
  });
});
