// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Model } from '@packdex/shared/schemas';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { SimilarModelsSection } from './similar-models-section.tsx';

const card = (id: number, name: string) =>
  ({
    id,
    slug: `model-${id}`,
    name,
    photoUrl: `/m/${id}.webp`,
    photo: null,
    age: 30,
    views: 12,
    contents: 3,
    tags: [],
  }) as unknown as Model;

/** An IntersectionObserver the test moves: `scrollNear()` brings every observed element near. */
let observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
class FakeObserver {
  private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observed.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    observed = observed.filter((o) => o !== this.entry);
  }
}
const scrollNear = () =>
  act(() => {
    for (const o of [...observed])
      o.callback(
        o.elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
        o as unknown as IntersectionObserver,
      );
  });

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Similar models section of a profile', () => {
  it('asks for them only once it nears the viewport, shows a skeleton, then the cards', async () => {
    const api = holdApi();
    renderInApp(<SimilarModelsSection model={{ slug: 'orla-quince' }} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Similar models' })).toBeNull();

    scrollNear();
    const call = await vi.waitFor(() => api.call('GET', '/models/orla-quince/similar'));
    expect(screen.getByRole('heading', { name: 'Similar models' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading models' })).toBeTruthy();

    call.answer(200, { models: [card(2, 'Mira Vale'), card(3, 'Juno Park')] });
    expect((await screen.findByRole('link', { name: 'Mira Vale' })).getAttribute('href')).toBe('/model/model-2');
    expect(screen.getByRole('link', { name: 'Juno Park' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading models' })).toBeNull();
  });

  it('is left out when there are none', async () => {
    const api = holdApi();
    renderInApp(<SimilarModelsSection model={{ slug: 'orla-quince' }} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    scrollNear();
    (await vi.waitFor(() => api.call('GET', '/models/orla-quince/similar'))).answer(200, { models: [] });
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Similar models' })).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is left out when they could not be loaded', async () => {
    const api = holdApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInApp(<SimilarModelsSection model={{ slug: 'orla-quince' }} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    scrollNear();
    (await vi.waitFor(() => api.call('GET', '/models/orla-quince/similar'))).answer(500, {
      error: 'Something went wrong',
      code: 'INTERNAL',
    });
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Similar models' })).toBeNull());
  });
});
