import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { element, escapeXml } from './xml.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: false,
});
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

describe('escapeXml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('drops characters XML 1.0 cannot carry, keeping tabs, line breaks and astral characters', () => {
    expect(escapeXml('a\u0000b\u0008c\td\ne\uFFFEf\uD800g😀')).toBe('abc\td\nefg😀');
  });

  it('makes a well-formed document of any text, which a parser reads back as the text less what XML cannot carry', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (text, attribute) => {
        const doc = `<root>${element('v', text, { a: attribute })}</root>`;
        expect(XMLValidator.validate(doc)).toBe(true);
        const parsed = parser.parse(doc) as { root: { v: string | { '#text'?: string; '@a': string } } };
        const v = parsed.root.v;
        const readText = typeof v === 'string' ? v : (v['#text'] ?? '');
        // Parsers normalise line ends (\r\n and \r to \n) in text, and white space in attributes.
        expect(readText).toBe(text.replace(NOT_XML, '').replace(/\r\n?/g, '\n'));
      }),
    );
  });
});
