import { describe, expect, it } from 'vitest';
import { acceptedLanguages, addressIn, connectionKind, pickLanguage, urlLanguage } from '../src/language.ts';

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

describe('acceptedLanguages', () => {
  it('lists the tags as navigator.languages would: by weight, in the header’s order for equal weights', () => {
    expect(acceptedLanguages('it-IT,it;q=0.9,de-DE;q=0.8,fr;q=0.8,en;q=0.5')).toEqual([
      'it-IT',
      'it',
      'de-DE',
      'fr',
      'en',
    ]);
    expect(acceptedLanguages('en;q=0.1, pt-BR')).toEqual(['pt-BR', 'en']);
    // The server then guesses the language the browser will pick.
    expect(pickLanguage({ preferred: acceptedLanguages('it-IT,it;q=0.9,de-DE;q=0.8,fr;q=0.8') })).toBe('de');
  });

  it('leaves out refused, wildcard and unreadable parts, and reads nothing from no header', () => {
    expect(acceptedLanguages('de;q=0, *;q=0.5, fr;q=abc, , es')).toEqual(['es']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('connectionKind', () => {
  it('tells HTTPS, this device and the rest apart', () => {
    expect(connectionKind('https:', 'packdex.example')).toBe('secure');
    expect(connectionKind('https', 'localhost')).toBe('secure');
    expect(connectionKind('http:', 'localhost')).toBe('local');
    expect(connectionKind('http', '127.0.0.1')).toBe('local');
    expect(connectionKind('http:', '[::1]')).toBe('local');
    expect(connectionKind('http:', 'app.localhost')).toBe('local');
    expect(connectionKind('http:', 'packdex.example')).toBe('insecure');
  });
});

describe('a language in the address', () => {
  it('reads a known `lang` parameter, and nothing from an unknown, empty or repeated-unknown one', () => {
    expect(urlLanguage('?lang=de')).toBe('de');
    expect(urlLanguage('page=2&lang=ru')).toBe('ru');
    expect(urlLanguage('?lang=en')).toBe('en');
    for (const search of ['', '?lang=', '?lang=xx', '?lang=DE-at', '?lang=de-AT', '?language=de'])
      expect(urlLanguage(search), search).toBeNull();
  });

  it('puts the address language before the profile, the stored choice and the browser', () => {
    expect(pickLanguage({ url: 'de', profile: 'fr', stored: 'es', preferred: ['pt'] })).toBe('de');
    expect(pickLanguage({ url: 'xx', profile: 'fr' })).toBe('fr');
    expect(pickLanguage({ url: null, preferred: ['pt-BR'] })).toBe('pt');
  });

  it('writes an address in a language, English without the parameter, other parameters kept', () => {
    expect(addressIn('/tags/beach', 'de')).toBe('/tags/beach?lang=de');
    expect(addressIn('/models?page=2&lang=fr', 'ru')).toBe('/models?page=2&lang=ru');
    expect(addressIn('/models?lang=fr&page=2', 'en')).toBe('/models?page=2');
    expect(addressIn('/?lang=de', 'en')).toBe('/');
  });
});
