import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import { validateXML } from 'xmllint-wasm';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['entry', 'url', 'sitemap', 'link', 'xhtml:link'].includes(name),
});

/** The document parsed by a real XML parser, after checking it is well-formed. */
export function parseXml(text: string): any {
  const valid = XMLValidator.validate(text);
  expect(valid, JSON.stringify(valid)).toBe(true);
  return parser.parse(text);
}

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

/**
 * The entries of an Atom document, after checking what RFC 4287 requires of it: the namespace, and
 * an id, title and updated date on the feed and on each entry, an author on the feed or the entry,
 * and an alternate link on each entry.
 */
export function atomEntries(text: string): any[] {
  const { feed } = parseXml(text);
  expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(feed.id).toMatch(/^https?:\/\//);
  expect(feed.title['#text']).toBeTruthy();
  expect(feed.updated).toMatch(RFC3339);
  expect(feed.author.name).toBeTruthy();
  const entries: any[] = feed.entry ?? [];
  for (const entry of entries) {
    expect(String(entry.id)).toMatch(/^tag:[^,]+,\d{4}-\d\d-\d\d:content\/\d+$/);
    expect(entry.updated).toMatch(RFC3339);
    expect(entry.published).toMatch(RFC3339);
    const links = entry.link as { '@rel': string; '@href': string }[];
    expect(links.find((l) => l['@rel'] === 'alternate')?.['@href']).toMatch(/^https?:\/\/.+\/content\//);
  }
  return entries;
}

/** The addresses a sitemap file lists, after checking its namespace and each url's lastmod. */
export function sitemapUrls(text: string): string[] {
  const { urlset } = parseXml(text);
  expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const urls: any[] = urlset.url ?? [];
  return urls.map((u) => String(u.loc));
}

/**
 * Validates a sitemap file or index with libxml2 against the sitemaps.org 0.9 schema's rules
 * (`test/xsd/`): what search engines check a submitted sitemap against.
 */
export async function expectValidSitemap(text: string, kind: 'sitemap' | 'siteindex'): Promise<void> {
  const schema = readFileSync(new URL(`./xsd/${kind}.xsd`, import.meta.url), 'utf8');
  const result = await validateXML({ xml: [{ fileName: `${kind}.xml`, contents: text }], schema: [schema] });
  expect(result.errors.map((e) => e.message)).toEqual([]);
  expect(result.valid).toBe(true);
}
