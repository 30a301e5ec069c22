// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testModel } from '@/testing/test-content.ts';
import { testUser } from '@/testing/test-user.ts';
import { AdminModelsPage } from './models-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const model = (id: number) => testModel(id);

const LIST = '/models?page=1&limit=12&sortBy=recent&includeHidden=true';

/** Answers the list's (re)load with models 1–3 of `total`. */
async function answerList(api: ReturnType<typeof holdApi>, total: number) {
  const call = await vi.waitFor(() => api.call('GET', LIST));
  act(() =>
    call.answer(200, {
      models: [1, 2, 3].map(model),
      pagination: { page: 1, limit: 12, totalPages: Math.ceil(total / 12), totalItems: total },
    }),
  );
}

async function page(total: number) {
  const api = holdApi();
  renderInApp(<AdminModelsPage />, { user: testUser({ isAdmin: true }), path: '/admin/models' });
  await answerList(api, total);
  await screen.findByRole('checkbox', { name: 'Select Model 1' });
  return api;
}

describe('the admin models list’s bulk actions', () => {
  it('selects the page, asks naming the count, hides in one request and undoes exactly what changed', async () => {
    const user = userEvent.setup();
    const api = await page(3);
    await user.click(screen.getByRole('checkbox', { name: 'Select page' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Hide 3 models?')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Hide' }).at(-1)!);
    const hide = await vi.waitFor(() => api.call('POST', '/admin/models/bulk'));
    expect(hide.body).toEqual({ action: 'hide', ids: [1, 2, 3] });
    act(() => hide.answer(200, { action: 'hide', selected: 3, changed: 2, skipped: 1, changedIds: [1, 3] }));
    // The list reloads; the report waits for it.
    await answerList(api, 3);
    expect(await screen.findByText('Hid 2 models')).toBeTruthy();
    expect(screen.getByText('1 was left as it was.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const undo = await vi.waitFor(() => api.call('POST', '/admin/models/bulk'));
    expect(undo.body).toEqual({ action: 'unhide', ids: [1, 3] });
  });

  it('shows the progress of a large selection as a percentage while the server works through it', async () => {
    const user = userEvent.setup();
    const api = await page(1200);
    await user.click(screen.getByRole('checkbox', { name: 'Select Model 1' }));
    await user.click(screen.getByRole('button', { name: 'Select all 1,200 models matching' }));
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await user.click(screen.getAllByRole('button', { name: 'Hide' }).at(-1)!);
    const hide = await vi.waitFor(() => api.call('POST', '/admin/models/bulk'));
    const operation = { id: 7, state: 'running', done: 0, total: 1200, percent: 0, result: null, error: null };
    act(() => hide.answer(202, operation));
    const bar = await screen.findByRole('progressbar', { name: 'Hiding 1,200 models…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    const first = await vi.waitFor(() => api.call('GET', '/admin/bulk/7'));
    act(() => first.answer(200, { ...operation, done: 600, percent: 50 }));
    await vi.waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText('50 %')).toBeTruthy();
    const second = await vi.waitFor(() => api.call('GET', '/admin/bulk/7'), { timeout: 3000 });
    const ids = Array.from({ length: 1200 }, (_, i) => i + 1);
    act(() =>
      second.answer(200, {
        ...operation,
        state: 'done',
        done: 1200,
        percent: 100,
        result: { action: 'hide', selected: 1200, changed: 1200, skipped: 0, changedIds: ids },
      }),
    );
    await answerList(api, 1200);
    expect(await screen.findByText('Hid 1,200 models')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Undo unhides exactly what changed.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const undo = await vi.waitFor(() => api.call('POST', '/admin/models/bulk'));
    expect(undo.body).toEqual({ action: 'unhide', ids });
  });

  it('selects every model the search finds, sending the search instead of ids', async () => {
    const user = userEvent.setup();
    const api = await page(40);
    await user.click(screen.getByRole('checkbox', { name: 'Select Model 2' }));
    await user.click(screen.getByRole('button', { name: 'Select all 40 models matching' }));
    expect(screen.getByText('40 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete 40 models?')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    const call = await vi.waitFor(() => api.call('POST', '/admin/models/bulk'));
    expect(call.body).toEqual({ action: 'delete', filter: {} });
  });
});
