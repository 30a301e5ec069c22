import { LANGUAGE_COOKIE } from '@packdex/shared/language';

/**
 * Tells the server the visitor's own choice of language (stored in this browser), so the public
 * pages it renders come in the language the app will show (lib/server-rendered.ts).
 */
export function writeLanguageCookie(language: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}
