import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language.ts';

describe('pickLanguage', () => {
  it('takes the profile first, then the stored choice, then the browser’s languages, then English', () => {
    expect(pickLanguage({ profile: 'de', stored: 'fr', preferred: ['es'] })).toBe('de');
    expect(pickLanguage({ profile: null, stored: 'fr', preferred: ['es'] })).toBe('fr');
    expect(pickLanguage({ preferred: ['it-IT', 'pt-BR', 'es'] })).toBe('pt');
    expect(pickLanguage({ preferred: ['it', 'ja'] })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });

  it('ignores a stored value that is not one of the six', () => {
    expect(pickLanguage({ stored: 'xx', preferred: ['ru-RU'] })).toBe('ru');
  });
});
