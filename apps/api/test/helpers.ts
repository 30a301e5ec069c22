import type { TestApp } from './build-test-app.ts';

let counter = 0;
/** A unique, valid e-mail address for a test. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${(counter += 1)}@example.test`;

/** Registers an account through the API; returns its token and user. */
export async function register(t: TestApp, overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const body = { name: 'Test User', email: uniqueEmail(), password: 'secret-pass', ageConfirmed: true, ...overrides };
  // Each test account comes from its own address so the per-address sign-up limit is not in play.
  const remoteAddress = `10.${(counter >> 8) & 255}.${counter & 255}.${(Math.random() * 250 + 1) | 0}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { user, token } = res.json<{ user: { id: number; email: string; isVerified: boolean }; token: string }>();
  return { user, token, password: body.password, email: body.email, auth: { authorization: `Bearer ${token}` } };
}

/** Registers and verifies an account directly in the database. */
export async function registerVerified(
  t: TestApp,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const r = await register(t, overrides);
  await t.database.db.updateTable('users').set({ is_verified: 1 }).where('id', '=', r.user.id).execute();
  return r;
}

/** A multipart/form-data body with one file. */
export function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----packdex${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Finds the first link to `path` in a mail body (quoted-printable soft breaks undone). */
export function linkIn(mail: string, path: string): string | undefined {
  const flat = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`).exec(flat)?.[0];
}
