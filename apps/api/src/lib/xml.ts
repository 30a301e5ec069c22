/**
 * Characters XML 1.0 cannot carry at all, even escaped (C0 controls but tab and line breaks, lone
 * surrogates, U+FFFE and U+FFFF): dropped, so a title pasted with one still makes a valid document.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Whether a text needs any change: most do not, and one test is cheaper than two replacements. */
const NEEDS_CHANGE = /[&<>"']|[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Text made safe for XML element content and attribute values (both quote styles). */
export function escapeXml(text: string): string {
  if (!NEEDS_CHANGE.test(text)) return text;
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** An element with escaped text content and escaped attributes (`attributes` in order; undefined ones left out). */
export function element(
  name: string,
  text: string | null,
  attributes: Record<string, string | undefined> = {},
): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return text === null ? `<${name}${attrs}/>` : `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
