// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { SaveSearchDialog } from './save-search-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

describe('the Save this search dialog', () => {
  it('names the list’s filters (its words to start with) and saves them with the alert on', async () => {
    const api = holdApi();
    const user = userEvent.setup();
    renderInApp(<SaveSearchDialog query={{ search: 'harbor', tag: ['night'] }} onClose={vi.fn()} />, {
      user: testUser(),
    });
    expect(screen.getByText('“harbor” · #night')).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('harbor');
    await user.clear(name);
    await user.type(name, 'Harbor at night');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const call = api.call('POST', '/saved-searches');
    expect(call.body).toEqual({ name: 'Harbor at night', query: { search: 'harbor', tag: ['night'] }, notify: 'bell' });
    call.answer(201, { id: 7 });
    await settle();
    expect(screen.getByRole('status').textContent).toBe('You will be notified when new packs match it.');
    expect(screen.getByRole('link', { name: 'My saved searches' }).getAttribute('href')).toBe('/saved-searches');
  });

  it('saves without the alert when unticked, and says so at the account’s limit', async () => {
    const api = holdApi();
    const user = userEvent.setup();
    renderInApp(<SaveSearchDialog query={{ type: 'video' }} onClose={vi.fn()} />, { user: testUser() });
    await user.click(screen.getByLabelText('Notify me when new packs match'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const call = api.call('POST', '/saved-searches');
    expect(call.body).toMatchObject({ name: 'video', notify: 'none' });
    call.answer(403, { error: 'Free accounts can keep 20 saved searches.', code: 'SAVED_SEARCH_LIMIT' });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'You have as many saved searches as your account may keep. Delete one to save another.',
    );
  });
});
