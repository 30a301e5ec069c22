/** A paragraph, or a bulleted list introduced by the paragraph before it. Texts are English sources (msg()). */
export type LegalBlock = string | { list: readonly string[] };

/** One numbered section of a legal page: its anchor, heading and text. */
export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

/**
 * The day a legal text last changed (ISO, formatted in UTC on both sides, so the server's render and
 * the browser's agree). Change it with the text.
 */
export type LegalDocument = { updated: string; sections: readonly LegalSection[] };
