// @vitest-environment happy-dom
// Issue 41: an admin create, edit or delete that succeeded said nothing. Each now leaves a visible
// status line naming the item, which screen readers read out.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testModel } from '@/testing/test-content.ts';
import { testUser } from '@/testing/test-user.ts';
import { AdminContentPage } from './content-page.tsx';
import { AdminModelsPage } from './models-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const model = (id: number, name = `Model ${id}`) => testModel(id, { name });

const MODELS = '/models?page=1&limit=12&sortBy=recent&includeHidden=true';

/** The catalogue's status line ('' while nothing has happened): the one above the list, before its count. */
const notice = () =>
  screen
    .getAllByRole('status', { hidden: true })
    .find((el) => el.tagName === 'P' && el.parentElement?.querySelector('header') !== null)?.textContent ?? '';

/** Answers the list's reloads after a change (the mutation waits for them), until `check` passes. */
async function reloadedUntil(api: ReturnType<typeof holdApi>, list: () => unknown, check: () => void) {
  await vi.waitFor(() => {
    // Only the list's own reloads: the edit dialog's consent records and gallery load apart.
    for (const call of api.calls.filter((c) => c.method === 'GET' && !c.path.startsWith('/admin/'))) {
      api.call('GET', call.path);
      act(() => call.answer(200, list()));
    }
    check();
  });
}

const modelList = () => ({
  models: [model(1, 'Ada Example')],
  pagination: { page: 1, limit: 12, totalPages: 1, totalItems: 1 },
});

async function answerModels(api: ReturnType<typeof holdApi>) {
  const call = await vi.waitFor(() => api.call('GET', MODELS));
  act(() =>
    call.answer(200, {
      models: [model(1, 'Ada Example')],
      pagination: { page: 1, limit: 12, totalPages: 1, totalItems: 1 },
    }),
  );
}

describe('the admin models page', () => {
  it('says when a model was created, saved and deleted', async () => {
    const user = userEvent.setup();
    const api = holdApi();
    renderInApp(<AdminModelsPage />, { user: testUser({ isAdmin: true }), path: '/admin/models' });
    await answerModels(api);
    await screen.findByText('Ada Example');
    expect(notice()).toBe('');

    // Create.
    await user.click(screen.getByRole('button', { name: 'Create Model' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Model ID', { exact: true }), 'M-2');
    await user.type(within(dialog).getByLabelText('Name', { exact: true }), 'Bea Sample');
    await user.type(within(dialog).getByLabelText('Photo', { exact: true }), 'https://img.example/bea.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Create Model' }));
    const created = await vi.waitFor(() => api.call('POST', '/models'));
    act(() => created.answer(201, model(2, 'Bea Sample')));
    await reloadedUntil(api, modelList, () => expect(notice()).toBe('Model “Bea Sample” created.'));

    // Edit.
    await user.click(screen.getByRole('button', { name: /Edit Ada Example/ }));
    const editDialog = await screen.findByRole('dialog');
    await user.click(within(editDialog).getByRole('button', { name: 'Save Changes' }));
    const updated = await vi.waitFor(() => api.call('PUT', '/models/1'));
    // The status of the last change is gone while the next one is under way.
    expect(notice()).toBe('');
    act(() => updated.answer(200, model(1, 'Ada Example')));
    await reloadedUntil(api, modelList, () => expect(notice()).toBe('Model “Ada Example” saved.'));

    // Delete.
    await user.click(screen.getByRole('button', { name: /Delete Ada Example/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const deleted = await vi.waitFor(() => api.call('DELETE', '/models/1'));
    act(() => deleted.answer(200, { ok: true }));
    await reloadedUntil(api, modelList, () => expect(notice()).toBe('Model “Ada Example” deleted.'));
  });

  it('says nothing when a delete failed', async () => {
    const user = userEvent.setup();
    const api = holdApi();
    renderInApp(<AdminModelsPage />, { user: testUser({ isAdmin: true }), path: '/admin/models' });
    await answerModels(api);
    await user.click(await screen.findByRole('button', { name: /Delete Ada Example/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const deleted = await vi.waitFor(() => api.call('DELETE', '/models/1'));
    act(() => deleted.answer(500, { error: { message: 'Internal error' } }));
    expect(await screen.findByText('Error deleting model')).toBeTruthy();
    expect(notice()).toBe('');
  });
});

const contentList = () => ({
  contents: [
    {
      id: 7,
      slug: 'lantern-pack',
      title: 'Lantern Pack',
      url: 'https://files.example/d/1',
      thumbnailUrl: null,
      type: 'image',
      views: 3,
      images: 10,
      videos: 0,
      size: 1000,
      tags: [],
      createdAt: '2026-12-01T00:00:00.000Z',
      model: null,
    },
  ],
  pagination: { page: 1, limit: 12, totalPages: 1, totalItems: 1 },
});

describe('the admin content page', () => {
  it('says when an item was deleted, by its title', async () => {
    const user = userEvent.setup();
    const api = holdApi();
    renderInApp(<AdminContentPage />, { user: testUser({ isAdmin: true }), path: '/admin/content' });
    const list = await vi.waitFor(() => {
      const found = api.calls.find((c) => c.method === 'GET' && /^\/contents?\?/.test(c.path));
      if (!found) throw new Error('no list yet');
      return api.call('GET', found.path);
    });
    act(() => list.answer(200, contentList()));
    await user.click(await screen.findByRole('button', { name: /Delete Lantern Pack/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const deleted = await vi.waitFor(() => api.call('DELETE', '/content/7'));
    act(() => deleted.answer(200, { ok: true }));
    await reloadedUntil(api, contentList, () => expect(notice()).toBe('Content “Lantern Pack” deleted.'));
  });
});
