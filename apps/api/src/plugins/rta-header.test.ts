import { RTA_LABEL } from '@packdex/shared/constants';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';

// The RTA label as a response header on every HTML response.
const t = useTestApp();

describe('the RTA header', () => {
  it.each(['/', '/index.html', '/dmca', '/content/some-pack', '/admin/dmca'])('labels the page %s', async (url) => {
    const res = await t.request('GET', url, { headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.rating).toBe(RTA_LABEL);
  });

  it('leaves JSON answers alone', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.headers.rating).toBeUndefined();
  });
});
