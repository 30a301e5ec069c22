// @vitest-environment happy-dom
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Content } from '@packdex/shared/schemas';
import { render } from '@/testing/dom.tsx';
import { testContent } from '@/testing/test-content.ts';
import { ContentHeroCard } from './content-hero-card.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

const content = testContent();

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
