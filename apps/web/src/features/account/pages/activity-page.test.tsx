// @vitest-environment happy-dom
// My activity's lists: loading, failed (with a retry), empty (with what to do next) and shown, paged.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LikedListResponse, Model } from '@packdex/shared/schemas';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testContent } from '@/testing/test-content.ts';
import { testUser } from '@/testing/test-user.ts';
import { ActivityPage } from './activity-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
const ada = testUser({ id: 3 });

const pack = testContent({
  id: 5,
  slug: 'orla-pack',
  title: 'Orla Pack',
  url: 'https://files.example/d/5',
  type: 'video',
  model_id: 8,
  model: { name: 'Orla Quince', slug: 'orla-quince', photoUrl: '/o.svg', bio: null },
  views: 2,
  createdAt: new Date().toISOString(),
  info: { images: 0, videos: 1, size: 10 },
});
const model = { id: 8, slug: 'orla-quince', name: 'Orla Quince', photoUrl: '/o.svg', contents: 4 } as Model;
const page = (likes: LikedListResponse['likes'], totalPages = 1): LikedListResponse => ({
  likes,
  pagination: { page: 1, limit: 12, totalPages, totalItems: likes.length },
});

describe('My activity', () => {
  it('shows the likes once they arrive, each linking to its page, with the pages after', async () => {
    const api = holdApi();
    renderInApp(<ActivityPage />, { user: ada, path: '/activity' });
    expect(screen.getByRole('list', { name: 'Loading: Your likes' }).getAttribute('aria-busy')).toBe('true');
    api.call('GET', '/account/likes?page=1&limit=12').answer(
      200,
      page(
        [
          { type: 'model', likedAt: new Date().toISOString(), model },
          { type: 'content', likedAt: new Date().toISOString(), content: pack },
        ],
        3,
      ),
    );
    await settle();
    const list = screen.getByRole('list', { name: 'Your likes' });
    expect(within(list).getByRole('link', { name: 'Orla Quince' }).getAttribute('href')).toBe('/model/orla-quince');
    expect(within(list).getByRole('link', { name: 'Orla Pack' }).getAttribute('href')).toBe('/content/orla-pack');
    expect(within(list).getByText('4 packs')).toBeTruthy();
    expect(within(list).getAllByText('Liked just now')).toHaveLength(2);
    const pages = screen.getByRole('navigation', { name: 'Pages of Your likes' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/activity?page=2');
  });

  it('filters the likes by type through the address', async () => {
    const api = holdApi();
    renderInApp(<ActivityPage />, { user: ada, path: '/activity?type=model&page=2' });
    api.call('GET', '/account/likes?type=model&page=2&limit=12').answer(200, page([]));
    await settle();
    const filters = screen.getByRole('navigation', { name: 'Show likes of' });
    expect(within(filters).getByRole('link', { name: 'Models' }).getAttribute('aria-current')).toBe('true');
    expect(within(filters).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/activity');
  });

  it('says when there is nothing yet, and where to find something', async () => {
    const api = holdApi();
    renderInApp(<ActivityPage />, { user: ada, path: '/activity?tab=history' });
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    api.call('GET', '/models/user/history?page=1&limit=12').answer(200, {
      contents: [],
      pagination: { page: 1, limit: 12, totalPages: 0, totalItems: 0 },
    });
    await settle();
    expect(screen.getByText('Nothing viewed yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse packs' }).getAttribute('href')).toBe('/');
  });

  it('says when a list could not be loaded, and loads it again on request', async () => {
    const api = holdApi();
    const user = userEvent.setup();
    renderInApp(<ActivityPage />, { user: ada, path: '/activity?tab=following' });
    api.call('GET', '/follows?page=1&limit=12').answer(503, { error: 'Try again later' });
    api.call('GET', '/follows/feed?page=1&limit=12').answer(200, {
      contents: [pack],
      pagination: { page: 1, limit: 12, totalPages: 1, totalItems: 1 },
    });
    await settle();
    expect(screen.getByText('The models you follow could not be loaded.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'New packs from models you follow' })).getByText('Orla Pack'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    api.call('GET', '/follows?page=1&limit=12').answer(200, {
      follows: [{ followedAt: new Date().toISOString(), model }],
      pagination: { page: 1, limit: 12, totalPages: 1, totalItems: 1 },
    });
    await settle();
    expect(within(screen.getByRole('list', { name: 'Models you follow' })).getByText('Followed just now')).toBeTruthy();
  });
});
