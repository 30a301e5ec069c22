// How a banned term is found in a text (docs/compliance.md#banned-terms). Both the text and the term
// are reduced to words the same way, then the term must cover whole words of the text:
// - case and accents do not count ("Ünderage" = "underage");
// - the usual digit and symbol stand-ins are read as the letters they replace: 0→o, 1→i, 3→e,
//   4→a, 5→s, 7→t, @→a, $→s ("m1n0r" = "minor");
// - any other character separates words, and words may be run together or split apart
//   ("under_age", "under-age", "u.n.d.e.r.a.g.e" and "underage" all match "underage" and "under age"),
//   but a term never matches inside a longer word ("minority" does not match "minor").

const STAND_INS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** The words of a text as the matcher reads them: lower-case letters only, stand-ins replaced. */
export function wordsOf(text: string): string[] {
  const letters = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[013457@$]/g, (c) => STAND_INS[c]!)
    .replace(/[^\p{L}]+/gu, ' ');
  return letters.split(' ').filter(Boolean);
}

/** A term as the matcher compares it: its words run together ("hidden cam" → "hiddencam"). */
export const termKey = (term: string): string => wordsOf(term).join('');

/**
 * Whether `key` (a termKey) is spelled by consecutive whole words of `words`: starting at a word's
 * start and ending at a word's end. Linear in the text for each term (a run stops once longer than the key).
 */
export function coversWords(words: string[], key: string): boolean {
  if (!key) return false;
  for (let start = 0; start < words.length; start++) {
    let run = '';
    for (let end = start; end < words.length && run.length < key.length; end++) {
      run += words[end];
      if (run === key) return true;
      if (!key.startsWith(run)) break;
    }
  }
  return false;
}

/** The first of `terms` (as typed) found in `text`, or undefined. */
export function findBannedTerm(text: string, terms: readonly { term: string; key: string }[]): string | undefined {
  if (terms.length === 0) return undefined;
  const words = wordsOf(text);
  return terms.find((t) => coversWords(words, t.key))?.term;
}
