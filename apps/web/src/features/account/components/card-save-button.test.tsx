// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyCollection, MyCollectionsResponse } from '@packdex/shared/schemas';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { CardSaveButton } from './card-save-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CONTENT_ID = 7;
const MINE = `/collections?limit=100&contentId=${CONTENT_ID}`;

const collection = (id: number, name: string, contains: boolean, itemCount: number): MyCollection => ({
  id,
  slug: name.toLowerCase(),
  name,
  public: false,
  isDefault: name === 'Saved',
  itemCount,
  coverUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  contains,
});
const list = (collections: MyCollection[]): MyCollectionsResponse => ({
  collections,
  pagination: { page: 1, limit: 100, totalPages: 1, totalItems: collections.length },
  limit: 5,
});

/** A member opens a card's Save popover; their "Saved" (holding the item) and "Beach" collections load. */
async function openPopover() {
  const api = holdApi();
  const user = userEvent.setup();
  renderInApp(<CardSaveButton content={{ id: CONTENT_ID, title: 'Harbour Set' }} />, { user: testUser() });
  await user.click(screen.getByRole('button', { name: 'Save Harbour Set to a collection' }));
  const popover = await screen.findByRole('dialog', { name: 'Save to a collection' }, { timeout: 8000 });
  await waitFor(() =>
    api.call('GET', MINE).answer(200, list([collection(1, 'Saved', true, 3), collection(2, 'Beach', false, 0)])),
  );
  const beach = await screen.findByRole<HTMLInputElement>('checkbox', { name: /Beach/ });
  return { api, user, popover, beach };
}

describe("a card's Save button", () => {
  it('asks a visitor to sign in, and loads nothing', async () => {
    const api = holdApi();
    const { dialog } = renderInApp(<CardSaveButton content={{ id: CONTENT_ID, title: 'Harbour Set' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Harbour Set to a collection' }));
    expect(dialog.openAuthDialog).toHaveBeenCalledWith('login');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("opens a popover with the member's collections, ticked when they hold the item, and New collection", async () => {
    const { popover } = await openPopover();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Saved/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Beach/ }).checked).toBe(false);
    expect(popover.textContent).toContain('Harbour Set');
    expect(screen.getByLabelText('New collection')).toBeTruthy();
  });

  it('ticks at once while the save is under way, and keeps it once the server agrees', async () => {
    const { api, user, beach } = await openPopover();
    await user.click(beach);
    // Optimistic: ticked and counted before any answer.
    expect(beach.checked).toBe(true);
    expect(beach.closest('label')!.textContent).toMatch(/1$/);
    const save = api.call('POST', '/collections/2/items');
    expect(save.body).toEqual({ contentId: CONTENT_ID });
    act(() => save.answer(200, { added: true, itemCount: 1 }));
    // Asked again once settled; the answer agrees.
    await waitFor(() =>
      api.call('GET', MINE).answer(200, list([collection(1, 'Saved', true, 3), collection(2, 'Beach', true, 1)])),
    );
    await waitFor(() => expect(beach.checked).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the tick and the count back, and says so, when the server refuses', async () => {
    const { api, user, beach } = await openPopover();
    const saved = screen.getByRole<HTMLInputElement>('checkbox', { name: /Saved/ });
    await user.click(saved);
    expect(saved.checked).toBe(false);
    expect(saved.closest('label')!.textContent).toMatch(/2$/);
    act(() =>
      api
        .call('DELETE', `/collections/1/items/${CONTENT_ID}`)
        .answer(429, { error: 'Too many requests', code: 'RATE_LIMITED' }),
    );
    await waitFor(() => expect(saved.checked).toBe(true));
    expect(saved.closest('label')!.textContent).toMatch(/3$/);
    expect((await screen.findByRole('alert')).textContent).toBe('Your change could not be saved. Please try again.');
    expect(beach.checked).toBe(false);
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const { user } = await openPopover();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save Harbour Set to a collection' }));
  });
});
