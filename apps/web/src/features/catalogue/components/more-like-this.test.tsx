// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testContent } from '@/testing/test-content.ts';
import { MoreLikeThis } from './more-like-this.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pack = (id: number, title: string, model: string) =>
  testContent({
    id,
    slug: `pack-${id}`,
    title,
    model_id: id,
    model: { name: model, slug: `m-${id}`, photoUrl: '/m.svg', bio: null },
  });

describe('More like this beside a pack', () => {
  it('shows a skeleton, then the packs of other models sharing its tags, each a link', async () => {
    const api = holdApi();
    renderInApp(<MoreLikeThis content={{ id: 5 }} />);
    const call = await vi.waitFor(() => api.call('GET', '/content/5/similar'));
    expect(screen.getByRole('heading', { name: 'More like this' })).toBeTruthy();
    expect(screen.getByTestId('more-like-this-loading')).toBeTruthy();

    call.answer(200, { contents: [pack(8, 'Harbor Lights', 'Mira Vale'), pack(9, 'Dune Walk', 'Juno Park')] });
    const panel = (await screen.findByRole('link', { name: /Harbor Lights/ })).closest('aside')!;
    expect(within(panel).getByRole('heading', { name: 'More like this' })).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: /Harbor Lights/ })
        .getAttribute('href'),
    ).toBe('/content/pack-8');
    expect(within(panel).getByRole('link', { name: /Dune Walk/ }).textContent).toContain('Juno Park');
    expect(screen.queryByTestId('more-like-this-loading')).toBeNull();
  });

  it('is left out when no pack shares its tags', async () => {
    const api = holdApi();
    renderInApp(<MoreLikeThis content={{ id: 5 }} />);
    (await vi.waitFor(() => api.call('GET', '/content/5/similar'))).answer(200, { contents: [] });
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'More like this' })).toBeNull());
  });
});
