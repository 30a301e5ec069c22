import { describe, expect, it } from 'vitest';
import { humanize } from './format.ts';

describe('humanize', () => {
  it('turns stored tags and enum values into readable words', () => {
    expect(humanize('TIKTOK_STAR')).toBe('Tiktok Star');
    expect(humanize('MILF_PORN_STAR')).toBe('Milf Porn Star');
    expect(humanize('latina')).toBe('Latina');
    expect(humanize('dark-brown')).toBe('Dark Brown');
  });
});
