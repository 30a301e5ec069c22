// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { HiddenTagsSection } from './hidden-tags-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settle = (ms = 20) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
/** Past the search's debounce (SEARCH_DEBOUNCE_MS). */
const rest = () => settle(350);
const BEACH = { slug: 'beach', name: 'Beach' };
const DUSK = { slug: 'dusk', name: 'Dusk' };
const tagList = (tags: { slug: string; name: string }[]) => ({
  tags: tags.map((tag) => ({ ...tag, count: 3, parent: null })),
  pagination: { page: 1, limit: 8, totalPages: 1, totalItems: tags.length },
});

function show() {
  const api = holdApi();
  const showAlert = vi.fn();
  const view = renderInApp(<HiddenTagsSection showAlert={showAlert} />, { user: testUser() });
  return { api, showAlert, ...view };
}

/** The call once the component has made it (a loaded machine may take longer than a fixed pause). */
const made = (api: ReturnType<typeof holdApi>, method: string, path: string) => waitFor(() => api.call(method, path));

const hiddenNames = () =>
  within(screen.getByRole('list', { name: 'Hidden tags' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the Hidden tags section', () => {
  it('lists the hidden tags, hides one picked from the matching tags, shows one again, and refreshes the lists', async () => {
    const { api, queryClient } = show();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(screen.getByRole('status', { name: 'Loading hidden tags…' })).toBeTruthy();
    (await made(api, 'GET', '/account/tag-blacklist')).answer(200, { tags: [BEACH] });
    await waitFor(() => expect(hiddenNames()).toEqual(['Beach']));

    await userEvent.type(screen.getByLabelText('Hide a tag'), 'du');
    await rest();
    (await made(api, 'GET', '/tags?search=du&sortBy=popular&limit=8')).answer(200, tagList([DUSK, BEACH]));
    // A tag already hidden is not offered again.
    const offered = await waitFor(() =>
      within(screen.getByRole('list', { name: 'Matching tags' })).getAllByRole('button'),
    );
    expect(offered.map((b) => b.getAttribute('aria-label'))).toEqual(['Hide Dusk']);
    await userEvent.click(offered[0]!);
    const added = await made(api, 'POST', '/account/tag-blacklist');
    expect(added.body).toEqual({ tag: 'dusk' });
    added.answer(200, { tags: [BEACH, DUSK] });
    await waitFor(() => expect(hiddenNames()).toEqual(['Beach', 'Dusk']));
    expect(screen.getByLabelText<HTMLInputElement>('Hide a tag').value).toBe('');
    // Every list the server filters is read again.
    const refreshed = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(refreshed).toEqual(
      expect.arrayContaining(['["contents"]', '["content","related"]', '["suggestions"]', '["activity"]']),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Show Beach again' }));
    (await made(api, 'DELETE', '/account/tag-blacklist/beach')).answer(200, { tags: [DUSK] });
    await waitFor(() => expect(hiddenNames()).toEqual(['Dusk']));
  });

  it('hides the first matching tag with Enter, and says why when the server refuses', async () => {
    const { api, showAlert } = show();
    (await made(api, 'GET', '/account/tag-blacklist')).answer(200, { tags: [] });
    expect(await screen.findByText('You hide no tags.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Hide a tag'), 'be');
    await rest();
    (await made(api, 'GET', '/tags?search=be&sortBy=popular&limit=8')).answer(200, tagList([BEACH]));
    await screen.findByRole('button', { name: 'Hide Beach' });
    await userEvent.type(screen.getByLabelText('Hide a tag'), '{Enter}');
    (await made(api, 'POST', '/account/tag-blacklist')).answer(409, {
      error: 'You can hide at most 100 tags. Remove one to hide another.',
      code: 'CONFLICT',
    });
    await waitFor(() => expect(showAlert).toHaveBeenCalled());
    expect(showAlert).toHaveBeenCalledWith({
      type: 'error',
      title: 'Hidden Tags Not Saved',
      message: 'You can hide at most 100 tags. Remove one to hide another.',
    });
  });
});
