import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import type { TestUser } from './factories.ts';

/**
 * A sandbox page's form posts (checkout, portal), each from an address of its own in 10.`net`.x.y:
 * the posts are rate limited per address. Each test file takes a `net` of its own.
 */
export function sandboxForms(net: number) {
  let sent = 0;
  return (token: string) => ({
    body: `token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ip: `10.${net}.${(sent >> 8) & 255}.${sent++ & 255}`,
  });
}

/** Starts a purchase for the user and pays it on the sandbox checkout page, as its form does. */
export async function sandboxSubscribe(t: TestApp, user: TestUser, form: ReturnType<typeof sandboxForms>) {
  const res = await t.request('POST', '/api/purchase', { as: user, body: {} });
  expect(res.statusCode).toBe(200);
  const token = new URL(res.json<{ url: string }>().url).searchParams.get('token')!;
  expect((await t.request('POST', '/api/payments/sandbox/checkout', form(token))).statusCode).toBe(303);
}
