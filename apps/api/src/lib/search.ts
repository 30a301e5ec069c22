/** Splits free text into at most 8 lower-case word tokens safe to put in a full-text query. */
export function searchTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 8);
}
