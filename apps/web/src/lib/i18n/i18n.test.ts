import { createElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, currentLanguage, loadArea, t, tx } from './i18n.ts';

afterEach(() => activateLanguage('en'));

describe('the active language', () => {
  it('shows English texts as written, and the catalogue’s translation in another language', async () => {
    expect(t('Home')).toBe('Home');
    await activateLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(t('Home')).toBe('Startseite');
    expect(t('A text no catalogue has')).toBe('A text no catalogue has');
  });

  it('loads the admin’s texts only with the admin pages, and keeps them over a language switch', async () => {
    await activateLanguage('de');
    expect(t('Reports')).toBe('Reports');
    await loadArea('admin');
    expect(t('Reports')).toBe('Meldungen');
    await activateLanguage('es');
    expect(t('Reports')).not.toBe('Reports');
    await activateLanguage('en');
    expect(t('Reports')).toBe('Reports');
  });

  it('loads the legal pages’ prose only with them', async () => {
    await activateLanguage('de');
    expect(t('Copyright takedown contact')).toBe('Copyright takedown contact');
    await loadArea('legal');
    expect(t('Copyright takedown contact')).not.toBe('Copyright takedown contact');
  });

  it('brings the admin’s texts along when the admin pages were opened in English first', async () => {
    await loadArea('admin');
    await activateLanguage('de');
    expect(t('Reports')).toBe('Meldungen');
  });

  it('puts values and elements into a sentence', () => {
    expect(t('© {year} {siteName}. All rights reserved.', { year: 2026, siteName: 'Packdex' })).toBe(
      '© 2026 Packdex. All rights reserved.',
    );
    const name = createElement('b', null, 'Packdex');
    const parts = tx('© {year} {siteName}. All rights reserved.', { year: 2026, siteName: name }) as ReactElement<{
      children: unknown;
    }>[];
    expect(parts.map((part) => part.props.children)).toEqual(['© 2026 ', name, '. All rights reserved.']);
  });
});
