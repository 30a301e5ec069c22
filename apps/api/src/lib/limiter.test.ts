import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeUser } from '../../test/factories.ts';
import { createLimiter, limiterKey, memoryLimiter } from './limiter.ts';

const HOUR = 3_600_000;
/** A flood's key: a new e-mail of the longest kind each time, from one address. */
const floodKey = (i: number) => `forgot:${'a'.repeat(230)}${i}@example.test|2001:db8:0:${i % 65_536}::/64`;

describe('the in-process limiter', () => {
  it('holds at most its bound of windows however many keys a flood brings, and still limits a key in use', async () => {
    const limiter = memoryLimiter(1_000);
    let largest = 0;
    for (let i = 0; i < 200_000; i += 1) {
      await limiter.increment(floodKey(i), HOUR);
      // A key a person keeps using stays counted through the flood.
      if (i % 100 === 0) await limiter.increment('login:owner@example.test', HOUR);
      largest = Math.max(largest, limiter.size);
    }
    expect(largest).toBeLessThanOrEqual(1_000);
    expect(await limiter.peek('login:owner@example.test')).toBe(2_000);
    await expect(limiter.hit('login:owner@example.test', 2_000, HOUR)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('keeps every key at one length, whatever the client sent', () => {
    expect(limiterKey('x')).toHaveLength(43);
    expect(limiterKey(floodKey(1))).toHaveLength(43);
    expect(limiterKey('a')).not.toBe(limiterKey('b'));
  });

  it('counts in fixed windows, and a window ends', async () => {
    const limiter = memoryLimiter(10);
    await limiter.hit('k', 2, 50);
    await limiter.hit('k', 2, 50);
    await expect(limiter.hit('k', 2, 50)).rejects.toMatchObject({ statusCode: 429 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await limiter.peek('k')).toBe(0);
    await limiter.hit('k', 2, 50);
    await limiter.reset('k');
    expect(await limiter.peek('k')).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('the limiter on Redis', () => {
  it('stores each key hashed to one length, expiring with its window', async () => {
    const prefix = `packdex-test-${randomBytes(4).toString('hex')}:`;
    const redis = new Redis(process.env.TEST_REDIS_URL!, { keyPrefix: prefix });
    try {
      const limiter = createLimiter(redis);
      await limiter.increment(floodKey(7), HOUR);
      await limiter.increment('x', HOUR);
      // ioredis prefixes the keys of commands, not KEYS's pattern nor the names it answers with.
      const keys = (await redis.keys(`${prefix}limit:*`)).map((k) => k.slice(prefix.length));
      expect(keys.sort()).toEqual([`limit:${limiterKey(floodKey(7))}`, `limit:${limiterKey('x')}`].sort());
      for (const key of keys) {
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(HOUR);
      }
      expect(await limiter.peek(floodKey(7))).toBe(1);
    } finally {
      await redis.quit();
    }
  });
});

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
