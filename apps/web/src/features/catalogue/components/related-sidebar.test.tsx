// @vitest-environment happy-dom
// The sidebar of an unverified account (docs/product.md#unverified-accounts): listing its packs
// spends none of the account's allowance, and each entry says what opening it would cost.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Content, DashboardResponse } from '@packdex/shared/schemas';
import { writeSession } from '@/lib/session.ts';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testContent } from '@/testing/test-content.ts';
import { testUser } from '@/testing/test-user.ts';
import { RelatedSidebar } from './related-sidebar.tsx';

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const pack = (id: number): Content =>
  testContent({
    id,
    slug: `pack-${id}`,
    title: `Pack ${id}`,
    url: `https://files.example/d/${id}`,
    model_id: 1,
    model: { name: 'Orla Quince', slug: 'orla-quince', photoUrl: '/o.svg', bio: null },
    views: 3,
    info: { images: 1, videos: 0, size: 10 },
  });

const unverified = testUser({ id: 9, isVerified: false });

beforeEach(() => writeSession('token', unverified));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function showSidebar(remaining: number, opened: string[]) {
  const api = holdApi();
  renderInApp(<RelatedSidebar content={pack(1)} />, { user: unverified });
  api.call('GET', '/content/1/related').answer(200, { contents: [pack(2), pack(3), pack(4)], fromModel: true });
  const answer: DashboardResponse = {
    user: unverified,
    stats: { views: 0, likes: 0, comments: 0 },
    contentAllowance: { limit: 3, remaining, opened },
  };
  api.call('GET', '/auth/dashboard').answer(200, answer);
  // Rendered once both answers are in; a loaded machine takes longer than one short pause for that.
  await screen.findByTestId('related-allowance', undefined, { timeout: 10_000 });
  await settle();
  return api;
}

const entry = (title: string) => screen.getByRole('link', { name: new RegExp(title) });

describe('the related sidebar of an unverified account', () => {
  it('says what a new pack costs, marks the opened ones, and asks the server for nothing else', async () => {
    const api = await showSidebar(2, ['pack-1', 'pack-3']);
    expect(screen.getByTestId('related-allowance').textContent).toBe(
      'Opening a pack you have not opened yet uses one of the 2 you have left.',
    );
    expect(within(entry('Pack 3')).getByText('Opened')).toBeTruthy();
    expect(within(entry('Pack 2')).queryByText('Opened')).toBeNull();
    expect(within(entry('Pack 2')).queryByText('Locked')).toBeNull();
    // Listing the sidebar opened nothing: no item's detail was asked for.
    expect(api.calls).toEqual([]);
  });

  it('says the last pack is the last one', async () => {
    await showSidebar(1, ['pack-1', 'pack-2']);
    expect(screen.getByTestId('related-allowance').textContent).toBe(
      'Opening a pack you have not opened yet uses your last one.',
    );
  });

  it('locks the packs it may no longer open once none is left', async () => {
    await showSidebar(0, ['pack-1', 'pack-2', 'pack-9']);
    expect(screen.getByTestId('related-allowance').textContent).toBe(
      'You have opened your 3 packs. Verify your email to open the others.',
    );
    expect(within(entry('Pack 2')).getByText('Opened')).toBeTruthy();
    for (const title of ['Pack 3', 'Pack 4']) expect(within(entry(title)).getByText('Locked')).toBeTruthy();
  });

  it('shows none of this to a verified account', async () => {
    writeSession('token', testUser({ id: 9 }));
    const api = holdApi();
    renderInApp(<RelatedSidebar content={pack(1)} />, { user: testUser({ id: 9 }) });
    api.call('GET', '/content/1/related').answer(200, { contents: [pack(2)], fromModel: true });
    await settle();
    expect(screen.queryByTestId('related-allowance')).toBeNull();
    expect(screen.queryByText('Opened')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
