import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, DEV_ENVELOPE_KEY, parseRuntimeConfig } from './runtime.ts';

const KEY = 'ab'.repeat(32);

describe('parseRuntimeConfig', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uses the development defaults when the page carries no config', () => {
    expect(parseRuntimeConfig(null)).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig('  ')).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(DEFAULT_RUNTIME_CONFIG).toMatchObject({
      apiBase: '/api',
      envelopeKey: DEV_ENVELOPE_KEY,
      fileHostDomain: 'files.packdex.example',
      payments: 'sandbox',
      siteName: 'Packdex',
    });
  });

  it('reads every field the server injects', () => {
    const injected = {
      apiBase: 'https://api.example.org/v1',
      envelopeKey: KEY,
      fileHostDomain: 'files.example.org',
      payments: 'stripe',
      siteName: 'Example',
      ageAssurance: 'oidc',
      operator: { name: 'Example Media Ltd.', address: '1 Quay Road, Portsmouth', email: 'legal@example.org' },
    };
    expect(parseRuntimeConfig(JSON.stringify(injected))).toEqual(injected);
  });

  it('accepts every payments mode the server has, Verotel included', () => {
    for (const payments of ['sandbox', 'verotel', 'stripe', 'off'])
      expect(parseRuntimeConfig(JSON.stringify({ payments })).payments).toBe(payments);
  });

  it('drops a trailing slash from the API base', () => {
    expect(parseRuntimeConfig('{"apiBase":"/api/"}').apiBase).toBe('/api');
  });

  it('fills fields the server left out with their defaults', () => {
    const config = parseRuntimeConfig('{"payments":"off"}');
    expect(config.payments).toBe('off');
    expect(config.envelopeKey).toBe(DEV_ENVELOPE_KEY);
  });

  it('falls back to the defaults and reports a config that is not JSON', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseRuntimeConfig('{not json')).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(log).toHaveBeenCalledOnce();
  });

  it('takes the operator the server names, or the placeholders when it names none (the Vite dev server)', () => {
    const operator = { name: 'Example Media Ltd.', address: '1 Quay Road, Portsmouth', email: 'legal@example.org' };
    expect(parseRuntimeConfig(JSON.stringify({ operator })).operator).toEqual(operator);
    expect(parseRuntimeConfig('{"payments":"off"}').operator).toEqual(DEFAULT_RUNTIME_CONFIG.operator);
  });

  it('falls back to the defaults and reports an invalid value', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseRuntimeConfig('{"envelopeKey":"short","payments":"paypal"}')).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(log).toHaveBeenCalledOnce();
  });
});
