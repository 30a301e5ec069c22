import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { VEROTEL_ENV, appliedEvents, initial, postback, storedSale } from '../../../test/verotel.ts';

// Verotel's Control Center API is outside: a local HTTP server stands in for it (VEROTEL_API_BASE),
// answering as Verotel's own clients expect: 200 {is_success: true}, 412 for a sale cancelled before.

const API_USER = 'packdex-api';
const API_PASSWORD = 'control-center-password';
const ALREADY_CANCELLED = new Set<string>();
const BROKEN = new Set<string>();

interface Call {
  method: string;
  path: string;
  authorization: string | undefined;
  accept: string | undefined;
}
const calls: Call[] = [];
let server: Server;
const env: Record<string, string> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    calls.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      accept: req.headers.accept,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const expected = `Basic ${Buffer.from(`${API_USER}:${API_PASSWORD}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return send(401, { error: { title: 'Unauthorized' } });
    const sale = /^\/api\/sale\/(\d+)\/cancel$/.exec(path)?.[1];
    if (req.method !== 'POST' || !sale) return send(404, { error: { title: 'Not found' } });
    if (BROKEN.has(sale)) return send(500, { error: { title: 'Internal error' } });
    if (ALREADY_CANCELLED.has(sale)) return send(412, { error: { title: 'This sale is already cancelled.' } });
    return send(200, { is_success: true });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(env, VEROTEL_ENV, {
    VEROTEL_API_USER: API_USER,
    VEROTEL_API_PASSWORD: API_PASSWORD,
    VEROTEL_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const t = useTestApp({ env });

async function subscribed() {
  const user = await makeUser(t, { verified: true });
  const { params, saleID } = await initial(t, user);
  await postback(t, params);
  return { user, saleID };
}
const deleteAccount = (user: TestUser) =>
  t.request('DELETE', '/api/auth/account', { as: user, body: { password: user.password } });
const exists = async (user: TestUser) =>
  (await t.database.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()) !== undefined;

describe('deleting an account with a renewing Verotel subscription, with the Control Center API', () => {
  it('cancels the sale through the API first, then deletes the account', async () => {
    const { user, saleID } = await subscribed();
    const res = await deleteAccount(user);
    expect(res.statusCode).toBe(200);
    const call = calls.find((c) => c.path === `/api/sale/${saleID}/cancel`);
    expect(call).toMatchObject({
      method: 'POST',
      authorization: `Basic ${Buffer.from(`${API_USER}:${API_PASSWORD}`).toString('base64')}`,
    });
    expect(call?.accept).toMatch(/^application\/json; version=\d/);
    expect(await exists(user)).toBe(false);
    // The confirmed cancel went through the event path before the account went.
    expect(await appliedEvents(t, user)).toEqual(['initial', 'cancel']);
    // Verotel's own cancel postback follows; the account is gone, so it is acknowledged and dropped.
    expect((await postback(t, { event: 'cancel', shopID: VEROTEL_ENV.VEROTEL_SHOP_ID, saleID })).body).toBe('OK');
  });

  it('goes ahead when Verotel says the sale was already cancelled', async () => {
    const { user, saleID } = await subscribed();
    ALREADY_CANCELLED.add(saleID);
    expect((await deleteAccount(user)).statusCode).toBe(200);
    expect(await exists(user)).toBe(false);
  });

  it('keeps the account and answers 502 when the API fails; a retry once it works goes ahead', async () => {
    const { user, saleID } = await subscribed();
    BROKEN.add(saleID);
    const refused = await deleteAccount(user);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', error: expect.stringMatching(/try again/i) });
    expect(refused.body).not.toContain(API_PASSWORD);
    expect(await exists(user)).toBe(true);
    expect(await storedSale(t, saleID)).toMatchObject({ cancel_at_period_end: 0 });

    BROKEN.delete(saleID);
    expect((await deleteAccount(user)).statusCode).toBe(200);
    expect(await exists(user)).toBe(false);
  });
});
