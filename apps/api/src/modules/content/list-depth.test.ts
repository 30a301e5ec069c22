import { MAX_LIST_DEPTH, MAX_SEARCH_DEPTH } from '@packdex/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestUser } from '../../../test/factories.ts';

// Deep pages (issue 34, medium 4): page × limit is capped, so no request makes the database count
// through millions of rows; past the cap a readable 400, before any query runs.
const t = useTestApp();
let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  const model = await makeModel(t, { name: 'Depth Model' });
  await makeContent(t, { model, title: 'Depth Pack' });
});

const get = (url: string, as?: TestUser) => t.request('GET', url, as ? { as } : {});

describe('the depth a list reaches', () => {
  it('answers page 1000 of the public grids, and 400 one page further', async () => {
    expect((await get('/api/content?page=1000&limit=24')).statusCode).toBe(200);
    expect((await get(`/api/content?page=${MAX_LIST_DEPTH}&limit=1`)).statusCode).toBe(200);
    for (const url of [
      '/api/content?page=1001&limit=24',
      '/api/content?page=2147483647&limit=100',
      '/api/models?page=241&limit=100',
      '/api/content/model/1?page=100000',
      '/api/models/user/history?page=1001',
    ]) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ error: string }>().error, url).toContain('first 24,000 results');
    }
  });

  it('lets a search reach its first 1,000 results only', async () => {
    const ok = await get('/api/content?search=depth&page=41&limit=24');
    expect(ok.statusCode).toBe(200);
    for (const url of ['/api/content?search=depth&page=42&limit=24', '/api/models?search=depth&page=11&limit=100']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ error: string }>().error).toContain(`first ${MAX_SEARCH_DEPTH.toLocaleString('en')} results`);
    }
  });

  it('caps the admin lists too', async () => {
    for (const url of [
      '/api/reports?page=241&limit=100',
      '/api/admin/audit?page=241&limit=100',
      '/api/dmca/notices?page=241&limit=100',
      '/api/admin/users?page=1201',
      '/api/admin/support-messages?page=241&limit=100',
    ])
      expect((await get(url, admin)).statusCode, url).toBe(400);
    expect((await get('/api/admin/users?page=1200', admin)).statusCode).toBe(200);
  });
});
