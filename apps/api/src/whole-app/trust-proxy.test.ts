import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { makeContent } from '../../test/factories.ts';

const contact = { name: 'Ann', email: 'ann@example.test', subject: 'technical-support', message: 'Hello' };

describe('TRUST_PROXY as a hop count', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1' } });

  // The proxy (10.0.0.1) appends the address it saw; whatever the client wrote comes before it.
  const viaProxy = (forged: string, client: string) => ({
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': `${forged}, ${client}` },
  });

  it('keeps counting one client against its per-address limit whatever it writes in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/support/messages',
        payload: contact,
        ...viaProxy(`198.18.0.${i + 1}`, '203.0.113.7'),
      });
      statuses.push(res.statusCode);
    }
    // The contact form allows 5 messages per address in 10 minutes.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      payload: contact,
      ...viaProxy('203.0.113.7', '203.0.113.8'),
    });
    expect(other.statusCode).toBe(201);
  });

  it('stores the address the proxy saw as the reporter address, not the one the client wrote', async () => {
    const content = await makeContent(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { contentId: content.id, reason: 'broken_link' },
      ...viaProxy('192.0.2.66', '198.51.100.9'),
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const row = await t.database.db
      .selectFrom('reports')
      .select('ip_address')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.ip_address).toBe('198.51.100.9');
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' } });

  const storedIp = async (remoteAddress: string, forwardedFor: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      payload: contact,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('support_messages')
      .select('ip_address')
      .where('id', '=', res.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    return row.ip_address;
  };

  it('skips the listed proxies and takes the first address outside them', async () => {
    expect(await storedIp('10.0.0.1', '192.0.2.1, 198.51.100.20, 10.0.0.2')).toBe('198.51.100.20');
  });

  it('ignores X-Forwarded-For from a client that is not one of the proxies', async () => {
    expect(await storedIp('203.0.113.50', '198.51.100.21')).toBe('203.0.113.50');
  });
});
