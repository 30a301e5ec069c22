import { Fragment, createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '@packdex/shared/constants';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { api } from '@/lib/api-client.ts';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage.ts';
import type { ProfileResponse } from '@packdex/shared/schemas';
import { urlLanguage } from '@packdex/shared/language';
import { writeLanguageCookie } from './language-cookie.ts';
import { activateLanguage, currentLanguage } from './i18n.ts';

type LanguageControl = {
  language: Language;
  /** A language is being loaded. */
  switching: boolean;
  /** Shows the interface in this language and remembers it: in the profile when signed in, else in this browser. */
  chooseLanguage: (language: Language) => Promise<void>;
};

const LanguageContext = createContext<LanguageControl | null>(null);

export function useLanguage(): LanguageControl {
  const control = useContext(LanguageContext);
  if (!control) throw new Error('useLanguage must be used inside <LanguageProvider>.');
  return control;
}

/**
 * Holds the interface's language (main.tsx activated the first one before rendering) and renders
 * the app again, from scratch, when it changes. A signed-in user's profile language wins: signing in,
 * or saving the profile with another language, switches to it.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { user, updateUser } = useAuth();
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const [switching, setSwitching] = useState(false);

  const show = useCallback(async (next: Language) => {
    if (next === currentLanguage()) {
      setLanguage(next);
      return;
    }
    setSwitching(true);
    try {
      await activateLanguage(next);
      setLanguage(next);
    } finally {
      setSwitching(false);
    }
  }, []);

  const profileLanguage = user?.language;
  useEffect(() => {
    if (!profileLanguage || profileLanguage === currentLanguage()) return;
    // An address in a language (`?lang=`) shows that one over the profile's (ADR 0024).
    if (urlLanguage(window.location.search)) return;
    // Stays in the current language when the profile's cannot be loaded (the footer can retry).
    activateLanguage(profileLanguage).then(
      () => setLanguage(profileLanguage),
      () => undefined,
    );
  }, [profileLanguage]);

  const chooseLanguage = useCallback(
    async (next: Language) => {
      await show(next);
      writeStorage(STORAGE_KEYS.locale, next);
      writeLanguageCookie(next);
      if (user && user.language !== next) {
        const result = await api.put<ProfileResponse>('/auth/profile', { language: next });
        updateUser({ language: result.user.language });
      }
    },
    [show, user, updateUser],
  );

  const control = useMemo(() => ({ language, switching, chooseLanguage }), [language, switching, chooseLanguage]);
  return (
    <LanguageContext.Provider value={control}>
      <Fragment key={language}>{children}</Fragment>
    </LanguageContext.Provider>
  );
}
