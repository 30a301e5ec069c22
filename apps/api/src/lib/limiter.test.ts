import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeUser } from '../../test/factories.ts';

// Two API instances on one database and one Redis must enforce limits together (scale-out).
describe.skipIf(!process.env.TEST_REDIS_URL)('limits shared through Redis', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_PREFIX: `packdex-test-${randomBytes(4).toString('hex')}:`,
      READ_RATE_LIMIT: '4',
    };
    a = await createTestApp({ env });
    b = await buildApp(a.config, { database: a.database, logger: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const login = (app: Awaited<ReturnType<typeof buildApp>>, email: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('counts per-(e-mail, address) login failures across instances', async () => {
    const { email } = await makeUser(a);
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await login(i % 2 === 0 ? a.app : b, email, 'wrong-one', '10.7.0.1')).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('cannot be locked out across instances: 10 failures from rotating addresses, then the owner signs in', async () => {
    const user = await makeUser(a);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(i % 2 === 0 ? a.app : b, user.email, 'wrong-one', `10.17.${i}.1`)).statusCode).toBe(401);
    }
    expect((await login(b, user.email, user.password, user.ip)).statusCode).toBe(200);
  });

  it('counts per-address request limits across instances', async () => {
    const payload = { name: 'N', email: 'n@example.test', subject: 'other', message: 'hello' };
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = i % 2 === 0 ? a.app : b;
      codes.push(
        (await app.inject({ method: 'POST', url: '/api/support/messages', payload, remoteAddress: '10.8.8.8' }))
          .statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('counts API reads of one address across instances', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? a.app : b;
      codes.push((await app.inject({ url: '/api/models', remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });
});
