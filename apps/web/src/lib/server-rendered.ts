import { isLanguage } from './i18n/i18n.ts';
import type { Language } from '@packdex/shared/constants';

/**
 * What the server says of the HTML it rendered into the root element (apps/api/src/plugins/web.ts):
 * the language it rendered in and when. Absent when the root holds only the app shell.
 */
export type ServerRendered = { language: Language; renderedAt: number };

export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

export function serverRendered(root: HTMLElement): ServerRendered | null {
  const language = root.getAttribute(SERVER_RENDERED_ATTRIBUTE);
  const renderedAt = Number(root.getAttribute(RENDERED_AT_ATTRIBUTE));
  if (!isLanguage(language) || !Number.isSafeInteger(renderedAt) || renderedAt <= 0) return null;
  return { language, renderedAt };
}

/**
 * Lifts the stylesheet's hiding of a rendered page (for a visitor who has not confirmed their age):
 * called once the app is in the root, in the same commit, so the server's page is never shown alone.
 */
export function revealRoot(): void {
  document.getElementById('root')?.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
}
