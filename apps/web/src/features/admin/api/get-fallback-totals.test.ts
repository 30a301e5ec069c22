import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { getFallbackTotals } from './get-fallback-totals.ts';

afterEach(() => vi.unstubAllGlobals());

const page = (totalItems: number, capped = false) => ({
  page: 1,
  limit: 1,
  totalPages: totalItems,
  totalItems,
  ...(capped ? { totalItemsCapped: true } : {}),
});

async function totals(content: ReturnType<typeof page>) {
  const api = holdApi();
  const read = getFallbackTotals();
  await vi.waitFor(() => expect(api.calls).toHaveLength(3));
  api.call('GET', '/models?page=1&limit=1').answer(200, { models: [], pagination: page(12) });
  api.call('GET', '/content?page=1&limit=1').answer(200, { contents: [], pagination: content });
  api.call('GET', '/reports?page=1&limit=1&status=pending').answer(200, { reports: [], pagination: page(2) });
  return read;
}

describe('the dashboard totals read from the lists', () => {
  it('takes each list total', async () => {
    expect(await totals(page(300))).toEqual({ totalModels: 12, totalContent: 300, pendingReports: 2 });
  });

  it('leaves the content total out when the list counted only to its depth (not a made-up figure)', async () => {
    expect(await totals(page(24_000, true))).toEqual({ totalModels: 12, totalContent: undefined, pendingReports: 2 });
  });
});
