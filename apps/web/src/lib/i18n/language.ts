import { LANGUAGES, type Language } from '@packdex/shared/constants';

/**
 * The language to show: the signed-in user's profile, else the visitor's own choice from the footer
 * (stored in this browser), else the first of the browser's preferred languages we have ("fr-CA" →
 * fr), else English.
 */
export function pickLanguage(input: {
  profile?: string | null;
  stored?: string | null;
  preferred?: readonly string[];
}): Language {
  const known = (value: string | null | undefined): Language | null => {
    const base = value?.toLowerCase().split('-')[0];
    return base && LANGUAGES.includes(base as Language) ? (base as Language) : null;
  };
  return (
    known(input.profile) ??
    known(input.stored) ??
    (input.preferred ?? []).map(known).find((language): language is Language => language !== null) ??
    'en'
  );
}
