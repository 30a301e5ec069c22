import { describe, expect, it } from 'vitest';
import { formatParts, messageArguments, parseMessage, pluralBranches } from '../src/message-format.ts';

const format = (message: string, values: Record<string, string | number> | undefined, locale = 'en') =>
  formatParts(message, values, locale, (n) => String(n)).join('');

describe('message format', () => {
  it('leaves plain text, apostrophes included, as it is', () => {
    expect(format("Don't miss out", undefined)).toBe("Don't miss out");
  });

  it('inserts values by name', () => {
    expect(format('Page {page} of {total}', { page: 2, total: 24 })).toBe('Page 2 of 24');
  });

  it('picks the plural form of the language, or an exact number', () => {
    const likes = '{count, plural, =0 {No likes} one {# like} other {# likes}}';
    expect(format(likes, { count: 0 })).toBe('No likes');
    expect(format(likes, { count: 1 })).toBe('1 like');
    expect(format(likes, { count: 5 })).toBe('5 likes');
    const ru = '{count, plural, one {# отметка} few {# отметки} many {# отметок} other {# отметки}}';
    expect(format(ru, { count: 21 }, 'ru')).toBe('21 отметка');
    expect(format(ru, { count: 3 }, 'ru')).toBe('3 отметки');
    expect(format(ru, { count: 11 }, 'ru')).toBe('11 отметок');
  });

  it('picks a branch by value, and nests values inside branches', () => {
    const m = '{status, select, open {Open since {date}} other {Closed}}';
    expect(format(m, { status: 'open', date: 'Nov 2' })).toBe('Open since Nov 2');
    expect(format(m, { status: 'done', date: 'Nov 2' })).toBe('Closed');
  });

  it('keeps other values (React elements) as parts of their own', () => {
    const link = { type: 'a' };
    expect(formatParts('Read the {terms}.', { terms: link }, 'en', String)).toEqual(['Read the ', link, '.']);
  });

  it('names a message’s arguments and plural branches', () => {
    expect(messageArguments('{a} and {n, plural, one {# {b}} other {# {b}s}}')).toEqual(['a', 'b', 'n']);
    expect(pluralBranches('{n, plural, one {#} few {#} other {#}}')).toEqual([['one', 'few', 'other']]);
  });

  it('refuses a malformed message', () => {
    expect(() => parseMessage('{count, plural, one {#}}')).toThrow(/no other branch/);
    expect(() => parseMessage('Unclosed {name')).toThrow();
    expect(() => parseMessage('Stray } brace')).toThrow();
    expect(() => parseMessage('{n, number}')).toThrow(/unknown type/);
  });
});
