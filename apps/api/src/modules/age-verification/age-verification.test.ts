import { describe, expect, it } from 'vitest';
import { type RequestOptions, useTestApp } from '../../../test/build-test-app.ts';
import { makeUser } from '../../../test/factories.ts';

const t = useTestApp();

const status = async (o: RequestOptions = {}) =>
  (await t.request('GET', '/api/age-verification/status', o)).json<{ ageConfirmed: boolean }>().ageConfirmed;

describe('age verification', () => {
  it('is not confirmed for a plain visitor, and confirmed by the x-age-confirmed header', async () => {
    expect(await status()).toBe(false);
    expect(await status({ headers: { 'x-age-confirmed': 'true' } })).toBe(true);
  });

  it('requires confirmed: true', async () => {
    const res = await t.request('POST', '/api/age-verification/confirm', { body: { confirmed: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('You must confirm that you are 18 years or older');
  });

  it('is remembered on a signed-in account until revoked', async () => {
    const user = await makeUser(t, { ageConfirmed: false });
    expect(await status({ as: user })).toBe(false);
    const ok = await t.request('POST', '/api/age-verification/confirm', { as: user, body: { confirmed: true } });
    expect(ok.json()).toEqual({ ageConfirmed: true });
    expect(await status({ as: user })).toBe(true);
    expect((await t.request('POST', '/api/age-verification/revoke', { as: user })).json()).toEqual({
      ageConfirmed: false,
    });
    expect(await status({ as: user })).toBe(false);
  });
});
