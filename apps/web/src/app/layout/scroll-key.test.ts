import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key.ts';

describe('scrollKey', () => {
  it('keeps a first entry under its address, so another page loaded afresh does not take its position', () => {
    expect(scrollKey({ key: 'default', pathname: '/', search: '' })).toBe('/');
    expect(scrollKey({ key: 'default', pathname: '/models', search: '?page=2' })).toBe('/models?page=2');
    expect(scrollKey({ key: 'default', pathname: '/', search: '' })).not.toBe(
      scrollKey({ key: 'default', pathname: '/models', search: '' }),
    );
  });

  it('keeps every other entry under its own key, as React Router does (back and forward)', () => {
    expect(scrollKey({ key: 'k3x9', pathname: '/', search: '' })).toBe('k3x9');
  });
});
