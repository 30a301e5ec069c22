// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n.ts';
import { ViewCount } from './view-count.tsx';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

/** The count as shown, and its title (the exact figure); no-break spaces read as spaces. */
function shown() {
  const span = screen.getByTitle(/./);
  const spaced = (text: string | null) => text?.replace(/\s/gu, ' ');
  return [spaced(span.textContent), spaced(span.getAttribute('title'))];
}

describe('a view count', () => {
  it('takes the language’s plural form: one view, and the form of the compact figure shown', async () => {
    render(<ViewCount views={1} />);
    expect(shown()).toEqual(['1 view', '1 view']);
    cleanup();
    render(<ViewCount views={1_234} />);
    expect(shown()).toEqual(['1K views', '1,234 views']);
    cleanup();

    await activateLanguage('ru');
    render(<ViewCount views={21} />);
    expect(shown()).toEqual(['21 просмотр', '21 просмотр']);
    cleanup();
    // 1,001 alone takes the singular; "1 тыс." is read as thousands of views.
    render(<ViewCount views={1_001} />);
    expect(shown()).toEqual(['1 тыс. просмотров', '1 001 просмотр']);
  });

  it('is compacted in German as in every other language', async () => {
    await activateLanguage('de');
    render(<ViewCount views={118_670} />);
    expect(shown()).toEqual(['118 Tsd. Aufrufe', '118.670 Aufrufe']);
  });
});
