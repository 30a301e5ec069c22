// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionResponse } from '@packdex/shared/schemas';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { CollectionPage } from './collection-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (isPublic: boolean): CollectionResponse => ({
  collection: {
    id: 12,
    slug: 'beach-days',
    name: 'Beach Days',
    public: isPublic,
    isDefault: false,
    itemCount: 0,
    coverUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    owner: { name: 'Collector' },
    isOwner: false,
  },
  contents: [],
  pagination: { page: 1, limit: 24, totalPages: 0, totalItems: 0 },
});

const feedLinks = () =>
  [...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((l) => [
    l.getAttribute('title'),
    l.getAttribute('href'),
  ]);

async function open(isPublic: boolean) {
  const api = holdApi();
  renderInApp(
    <Routes>
      <Route
        path="/collection/:id/:slug?"
        element={<CollectionPage renderGrid={() => null} renderSkeleton={() => null} />}
      />
    </Routes>,
    { path: '/collection/12/beach-days' },
  );
  await vi.waitFor(() => api.call('GET', '/collections/12?page=1&limit=24').answer(200, answer(isPublic)));
  await screen.findByRole('heading', { name: 'Beach Days', level: 1 });
  await act(() => Promise.resolve());
}

describe("a collection's page", () => {
  it('names its Atom feed in the document head while it is public', async () => {
    await open(true);
    expect(feedLinks()).toEqual([['Beach Days', '/collection/12/beach-days/feed.atom']]);
  });

  it('names no feed while it is private (its owner sees it)', async () => {
    await open(false);
    expect(feedLinks()).toEqual([]);
  });
});
