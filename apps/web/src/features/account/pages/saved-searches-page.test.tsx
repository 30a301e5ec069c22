// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '@packdex/shared/schemas';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { SavedSearchesPage } from './saved-searches-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
const search = (o: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 3,
  name: 'Harbor at night',
  query: { search: 'harbor', type: 'video', tag: ['night'], sortBy: 'popular' },
  notify: 'bell',
  newCount: 2,
  createdAt: '2026-12-01T10:00:00.000Z',
  openedAt: null,
  ...o,
});

async function show(searches: SavedSearch[]) {
  const api = holdApi();
  const user = userEvent.setup();
  renderInApp(<SavedSearchesPage />, { user: testUser() });
  expect(screen.getByRole('status', { name: 'Loading your saved searches' })).toBeTruthy();
  await settle();
  api.call('GET', '/saved-searches').answer(200, { savedSearches: searches, limit: 20 });
  api.call('GET', '/account/digest').answer(200, { frequency: 'weekly' });
  await settle();
  return { api, user };
}

describe('the saved searches page', () => {
  it('lists each search with its filters, its new matches and a link to the list it keeps', async () => {
    await show([search()]);
    const row = screen.getByTestId('saved-search');
    const link = within(row).getByRole('link', { name: 'Harbor at night' });
    expect(link.getAttribute('href')).toBe('/?search=harbor&sortBy=popular&type=video&tag=night');
    expect(within(row).getByText('“harbor” · Type: video · #night · Most popular first')).toBeTruthy();
    expect(within(row).getByTestId('saved-search-new').textContent).toBe('2 new');
    expect(screen.getByText('1 of 20 saved searches')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Send the digest').value).toBe('weekly');
  });

  it('turns the alert off, renames, deletes after asking, and sets the digest', async () => {
    const { api, user } = await show([search()]);
    await user.click(screen.getByRole('button', { name: 'Alert on' }));
    const alertOff = api.call('PATCH', '/saved-searches/3');
    expect(alertOff.body).toEqual({ notify: 'none' });
    alertOff.answer(200, search({ notify: 'none' }));
    await settle();

    await user.click(screen.getByRole('button', { name: 'Rename “Harbor at night”' }));
    const input = screen.getByLabelText('New name');
    await user.clear(input);
    await user.type(input, 'Night harbor');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const renamed = api.call('PATCH', '/saved-searches/3');
    expect(renamed.body).toEqual({ name: 'Night harbor' });
    renamed.answer(200, search({ name: 'Night harbor' }));
    await settle();

    await user.click(screen.getByRole('button', { name: 'Delete “Harbor at night”' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(api.call('DELETE', '/saved-searches/3')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Send the digest'), 'daily');
    expect(api.call('PUT', '/account/digest').body).toEqual({ frequency: 'daily' });
  });

  it('marks a search opened when it is opened with new matches', async () => {
    const { api, user } = await show([search()]);
    await user.click(screen.getByRole('link', { name: 'Harbor at night' }));
    expect(api.call('PATCH', '/saved-searches/3').body).toEqual({ opened: true });
  });

  it('says how to save one when there are none', async () => {
    await show([]);
    expect(screen.getByText('No saved searches yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/');
  });
});
