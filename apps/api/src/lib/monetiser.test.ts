import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LINK_SPLIT_BYTES } from '@packdex/shared/constants';
import { describe, expect, it } from 'vitest';
import { monetiserKeys, openMonetised } from '../../test/monetiser-keys.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createMonetiser, linkPolicy } from './monetiser.ts';
import type { Viewer } from '../modules/users/users.service.ts';

const keys = monetiserKeys();
const TEMPLATE = 'https://go.example.test/{data}?r={rest}';
const DOMAIN = 'files.packdex.example';
const longUrl = `https://${DOMAIN}/d/${'a1b2c3d4e5'.repeat(8)}/pack.zip?part=1&name=Sunlit Harbor`;

const make = (padding: 'oaep' | 'pkcs1' = 'oaep') =>
  createMonetiser({ fileHostDomain: DOMAIN, urlTemplate: TEMPLATE, publicKey: keys.publicKey, padding })!;

describe('link monetiser', () => {
  it('encrypts the first 70 bytes with OAEP-SHA256 into {data} and percent-encodes the rest into {rest}', () => {
    const link = make()(longUrl);
    expect(link.startsWith('https://go.example.test/')).toBe(true);
    const [, data, rest] = /^https:\/\/go\.example\.test\/([A-Za-z0-9_-]+)\?r=(.*)$/.exec(link)!;
    expect(Buffer.from(data!, 'base64url')).toHaveLength(256); // one 2048-bit RSA block
    expect(rest).toBe(
      encodeURIComponent(longUrl.slice(LINK_SPLIT_BYTES)).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    );
    expect(link).not.toContain('a1b2c3d4e5'.repeat(6));
    expect(openMonetised(link, keys.privateKey)).toBe(longUrl);
  });

  it('uses PKCS#1 v1.5 when MONETIZER_PADDING=pkcs1', () => {
    expect(openMonetised(make('pkcs1')(longUrl), keys.privateKey, 'pkcs1')).toBe(longUrl);
    expect(() => openMonetised(make('pkcs1')(longUrl), keys.privateKey, 'oaep')).toThrow();
  });

  it('splits at 70 bytes, not characters, and survives a cut UTF-8 sequence', () => {
    const url = `https://${DOMAIN}/d/${'x'.repeat(70 - `https://${DOMAIN}/d/`.length - 1)}ü/ünïcode`;
    expect(openMonetised(make()(url), keys.privateKey)).toBe(url);
  });

  it('handles a URL shorter than the split (empty rest)', () => {
    const url = `https://${DOMAIN}/d/short`;
    const link = make()(url);
    expect(link.endsWith('?r=')).toBe(true);
    expect(openMonetised(link, keys.privateKey)).toBe(url);
  });

  it('rewrites the file host and its subdomains only, never other domains', () => {
    const m = make();
    expect(m(`https://cdn.${DOMAIN}/d/1`)).toMatch(/^https:\/\/go\.example\.test\//);
    for (const url of [
      'https://elsewhere.example/d/1',
      `https://${DOMAIN}.evil.example/d/1`,
      `https://not${DOMAIN}/d/1`,
      `ftp://${DOMAIN}/d/1`,
      'not a url',
    ])
      expect(m(url)).toBe(url);
  });

  it('rewrites nothing without configuration', () => {
    expect(
      createMonetiser({ fileHostDomain: DOMAIN, urlTemplate: undefined, publicKey: undefined, padding: 'oaep' }),
    ).toBeNull();
    expect(linkPolicy(null)(null)(longUrl)).toBe(longUrl);
  });

  it('gives premium members and admins the direct link, visitors and free accounts the monetised one', () => {
    const policy = linkPolicy(make());
    const viewer = (o: Partial<Viewer>): Viewer => ({
      id: 1,
      name: 'x',
      profilePhoto: null,
      role: 'user',
      twoFactor: false,
      isAdmin: false,
      isStaff: false,
      isVerified: true,
      isPremium: false,
      ageConfirmed: true,
      sessionId: null,
      ...o,
    });
    expect(policy(null)(longUrl)).not.toBe(longUrl);
    expect(policy(viewer({}))(longUrl)).not.toBe(longUrl);
    expect(policy(viewer({ isPremium: true }))(longUrl)).toBe(longUrl);
    expect(policy(viewer({ isAdmin: true }))(longUrl)).toBe(longUrl);
  });
});

describe('monetiser configuration', () => {
  const problemsOf = (env: Record<string, string>): string[] => {
    const dir = mkdtempSync(path.join(tmpdir(), 'packdex-monetiser-'));
    try {
      loadConfig({ DATA_DIR: dir, ...env }, dir);
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
    return [];
  };

  it('accepts a template with {data} and {rest} and a PEM key, also one written on one line with \\n', () => {
    expect(problemsOf({ MONETIZER_URL_TEMPLATE: TEMPLATE, MONETIZER_PUBLIC_KEY: keys.publicKey })).toEqual([]);
    const oneLine = keys.publicKey.trim().replace(/\n/g, '\\n');
    expect(
      problemsOf({ MONETIZER_URL_TEMPLATE: TEMPLATE, MONETIZER_PUBLIC_KEY: oneLine, MONETIZER_PADDING: 'pkcs1' }),
    ).toEqual([]);
  });

  it('refuses a template without {data}, a key that does not parse, one without the other, and an unknown padding', () => {
    expect(
      problemsOf({ MONETIZER_URL_TEMPLATE: 'https://go.example.test/?r={rest}', MONETIZER_PUBLIC_KEY: keys.publicKey }),
    ).toEqual([expect.stringMatching(/^MONETIZER_URL_TEMPLATE: must contain \{data\}/)]);
    expect(problemsOf({ MONETIZER_URL_TEMPLATE: TEMPLATE, MONETIZER_PUBLIC_KEY: 'not a key' })).toEqual([
      'MONETIZER_PUBLIC_KEY: is not a PEM public key',
    ]);
    expect(problemsOf({ MONETIZER_URL_TEMPLATE: TEMPLATE })).toEqual([
      'MONETIZER_PUBLIC_KEY: required when MONETIZER_URL_TEMPLATE is set',
    ]);
    expect(problemsOf({ MONETIZER_URL_TEMPLATE: 'go/{data}/{rest}', MONETIZER_PUBLIC_KEY: keys.publicKey })).toEqual([
      'MONETIZER_URL_TEMPLATE: must be an http or https URL',
    ]);
    expect(problemsOf({ MONETIZER_PADDING: 'none' })).toEqual([
      expect.stringMatching(/^MONETIZER_PADDING: .*must be oaep/),
    ]);
  });

  it('refuses an RSA key too small for 70 bytes with OAEP-SHA256', () => {
    const small = monetiserKeys(1024).publicKey;
    expect(problemsOf({ MONETIZER_URL_TEMPLATE: TEMPLATE, MONETIZER_PUBLIC_KEY: small })).toEqual([
      expect.stringMatching(/^MONETIZER_PUBLIC_KEY: a 1024-bit key cannot encrypt 70 bytes/),
    ]);
    expect(
      problemsOf({ MONETIZER_URL_TEMPLATE: TEMPLATE, MONETIZER_PUBLIC_KEY: small, MONETIZER_PADDING: 'pkcs1' }),
    ).toEqual([]);
  });
});
