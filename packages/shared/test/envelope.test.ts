import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decryptEnvelope, isEnvelope, openEnvelope } from '../src/envelope.ts';
import { encryptEnvelope } from '../src/envelope-node.ts';

const KEY = 'a'.repeat(64);
const OTHER_KEY = 'b'.repeat(64);

describe('envelope', () => {
  it('produces the exact wire format: 24-hex IV, 32-hex tag, base64 data', () => {
    const env = encryptEnvelope({ hello: 'world' }, KEY);
    expect(env.encrypted).toBe(true);
    expect(env.iv).toMatch(/^[0-9a-f]{24}$/);
    expect(env.authTag).toMatch(/^[0-9a-f]{32}$/);
    expect(env.data).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
    expect(isEnvelope(env)).toBe(true);
  });

  it('decrypts what it encrypted for any JSON value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const normalised = JSON.parse(JSON.stringify(value)) as unknown;
        const out = await decryptEnvelope(encryptEnvelope(value, KEY), KEY);
        expect(out).toEqual(normalised);
      }),
      { numRuns: 200 },
    );
  });

  describe('with the engine’s base64 decoder (Uint8Array.fromBase64, as browsers have it)', () => {
    const engine = Uint8Array as { fromBase64?: (text: string) => Uint8Array };
    const had = Object.hasOwn(engine, 'fromBase64');
    const own = engine.fromBase64;
    afterEach(() => {
      if (had) engine.fromBase64 = own;
      else delete engine.fromBase64;
    });

    it('decodes the data with it, and decrypts the same value', async () => {
      const decoder = vi.fn((text: string) => new Uint8Array(Buffer.from(text, 'base64')));
      engine.fromBase64 = decoder;
      const env = encryptEnvelope({ items: [1, 2, 3], name: 'Ines' }, KEY);
      expect(await decryptEnvelope(env, KEY)).toEqual({ items: [1, 2, 3], name: 'Ines' });
      expect(decoder).toHaveBeenCalledExactlyOnceWith(env.data);
    });
  });

  it('leaves anything that is not an exact envelope as received', async () => {
    const env = encryptEnvelope([1, 2], KEY);
    const cases: unknown[] = [
      null,
      'text',
      { contents: [] },
      { ...env, encrypted: 'true' },
      { ...env, iv: env.iv.slice(2) },
      { ...env, iv: 'z'.repeat(24) },
      { ...env, authTag: env.authTag + 'ab' },
      { ...env, data: 'not base64!' },
    ];
    for (const payload of cases) {
      expect(await openEnvelope(payload, KEY)).toBe(payload);
    }
  });

  it('keeps the raw payload and reports the failure when the key is wrong or data was altered', async () => {
    const env = encryptEnvelope({ a: 1 }, KEY);
    const errors: unknown[] = [];
    expect(await openEnvelope(env, OTHER_KEY, (e) => errors.push(e))).toBe(env);
    const tampered = { ...env, authTag: (env.authTag[0] === '0' ? '1' : '0') + env.authTag.slice(1) };
    expect(await openEnvelope(tampered, KEY, (e) => errors.push(e))).toBe(tampered);
    expect(errors).toHaveLength(2);
  });

  it('refuses a key that is not 64 hex characters', () => {
    expect(() => encryptEnvelope({}, 'abc')).toThrow(/64 hex/);
  });
});
