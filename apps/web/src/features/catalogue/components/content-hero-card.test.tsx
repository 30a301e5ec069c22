// @vitest-environment happy-dom
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Content } from '@packdex/shared/schemas';
import { render } from '@/testing/dom.tsx';
import { ContentHeroCard } from './content-hero-card.tsx';

afterEach(() => {
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

const show = (item: Content) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <ContentHeroCard content={item} /> }])} />);

describe('the download panel', () => {
  it('says when the link checker last found the download working', async () => {
    const checked = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await show({ ...content, linkCheckedAt: checked });
    const time = document.querySelector(`time[datetime="${checked}"]`);
    expect(time?.textContent).toBe('Link checked 2h ago');
  });

  it('says nothing of checks before the link was found working', async () => {
    await show(content);
    expect(document.body.textContent).toContain('Download Pack');
    expect(document.body.textContent).not.toContain('Link checked');
  });
});
