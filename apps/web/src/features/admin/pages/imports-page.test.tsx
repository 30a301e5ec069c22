// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportSummary } from '@packdex/shared/schemas/catalogue-admin';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { AdminImportsPage } from './imports-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const at = '2026-12-06T10:00:00.000Z';
const summary = (over: Partial<ImportSummary>): ImportSummary => ({
  id: 1,
  dryRun: true,
  status: 'done',
  fileName: 'catalogue.csv',
  format: 'csv',
  rows: 3,
  created: 2,
  updated: 0,
  unchanged: 0,
  refusedCount: 1,
  percent: 100,
  rowsPerSecond: 300,
  error: null,
  createdAt: at,
  finishedAt: at,
  ...over,
});
const page = (imports: ImportSummary[]) => ({
  imports,
  pagination: { page: 1, limit: 25, total: imports.length, totalPages: 1 },
});

function open() {
  const api = holdApi();
  const user = userEvent.setup();
  renderInApp(<AdminImportsPage />, { user: testUser({ isAdmin: true }), path: '/admin/imports' });
  return { api, user };
}

const csv = new File(['kind,model_id,name\nmodel,ada-linden,Ada Linden\n'], 'catalogue.csv', { type: 'text/csv' });

describe('the imports page', () => {
  it('checks a file, shows the refused rows, then applies it with progress', async () => {
    const { api, user } = open();
    act(() => api.call('GET', '/admin/imports').answer(200, page([])));
    expect(await screen.findByText('No imports yet')).toBeTruthy();

    const importButton = screen.getByRole('button', { name: 'Import' });
    await user.upload(screen.getByLabelText('File to import'), csv);
    // A file is applied only after it was checked.
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    act(() =>
      api.call('POST', '/admin/imports?dryRun=true').answer(200, {
        id: 1,
        dryRun: true,
        created: 2,
        updated: 1,
        unchanged: 0,
        refused: [{ row: 3, field: 'birthDate', error: 'The model must be at least 18' }],
      }),
    );
    const report = await screen.findByRole('region', { name: 'Check report' });
    expect(within(report).getByText('Would be created').nextSibling?.textContent).toBe('2');
    expect(within(report).getByText(/leaves the refused rows out/)).toBeTruthy();
    const refused = within(report).getByRole('table', { name: 'Refused rows' });
    expect(within(refused).getAllByRole('row')[1]!.textContent).toBe('3birthDateThe model must be at least 18');

    await user.click(importButton);
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/admin/imports?dryRun=false')).toBe(true));
    // While the file is applied, the list is asked again and its running import shows its progress.
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/admin/imports')).toBe(true), { timeout: 3000 });
    act(() =>
      api.call('GET', '/admin/imports').answer(
        200,
        page([
          summary({
            id: 2,
            dryRun: false,
            status: 'running',
            percent: 40,
            rows: 1200,
            rowsPerSecond: 600,
            finishedAt: null,
          }),
        ]),
      ),
    );
    const progress = await screen.findByRole('status');
    await vi.waitFor(() => expect(progress.textContent).toContain('40.0 %'));
    expect(progress.textContent).toContain('1,200 rows read, 600 rows per second');

    act(() =>
      api
        .call('POST', '/admin/imports?dryRun=false')
        .answer(200, { id: 2, dryRun: false, created: 2, updated: 1, unchanged: 0, refused: [] }),
    );
    const applied = await screen.findByRole('region', { name: 'Import report' });
    expect(within(applied).getByText('Every row was taken.')).toBeTruthy();
  });

  it('shows the error of a refused upload', async () => {
    const { api, user } = open();
    act(() => api.call('GET', '/admin/imports').answer(200, page([])));
    await user.upload(screen.getByLabelText('File to import'), csv);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    act(() =>
      api
        .call('POST', '/admin/imports?dryRun=true')
        .answer(413, { error: 'The file is larger than 200 MB', code: 'PAYLOAD_TOO_LARGE' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 200 MB');
    expect(screen.queryByRole('region', { name: 'Check report' })).toBeNull();
  });

  it('lists past imports, resumes a stopped one and offers its refused rows', async () => {
    const { api, user } = open();
    act(() =>
      api.call('GET', '/admin/imports').answer(
        200,
        page([
          summary({
            id: 5,
            dryRun: false,
            status: 'failed',
            fileName: 'big.ndjson',
            finishedAt: null,
            error: 'disk full',
          }),
          summary({ id: 4 }),
        ]),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Past imports' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('big.ndjson');
    expect(rows[1]!.textContent).toContain('Applied');
    expect(rows[1]!.textContent).toContain('disk full');
    expect(rows[2]!.textContent).toContain('Dry run');
    // A finished import cannot be resumed; both have refused rows to download.
    expect(within(rows[2]!).queryByRole('button', { name: /Resume/ })).toBeNull();
    expect(
      within(rows[2]!).getByRole('button', { name: 'Download the refused rows of catalogue.csv as CSV' }),
    ).toBeTruthy();

    // The refused rows come as a file the browser saves, fetched with the admin's token.
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:refused');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    await user.click(within(rows[2]!).getByRole('button', { name: /refused rows of catalogue.csv/ }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/admin/imports/4/refused.csv')).toBe(true));
    act(() => api.call('GET', '/admin/imports/4/refused.csv').answer(200, 'row,field,error\n3,age,Too young\n'));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(await (saved.mock.calls[0]![0] as Blob).text()).toBe('row,field,error\n3,age,Too young\n');

    await user.click(screen.getByRole('button', { name: 'Export as NDJSON' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/admin/exports?format=ndjson')).toBe(true));

    await user.click(within(rows[1]!).getByRole('button', { name: 'Resume the import of big.ndjson' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    act(() =>
      api
        .call('POST', '/admin/imports/5/resume')
        .answer(409, { error: 'This import is still running', code: 'CONFLICT' }),
    );
    expect(await screen.findByText('This import is still running')).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    const { api } = open();
    act(() => api.call('GET', '/admin/imports').answer(500, { error: 'boom' }));
    expect(await screen.findByText('The imports could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
