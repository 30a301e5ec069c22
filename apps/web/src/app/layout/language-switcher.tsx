import { Glyph } from '@/components/ui/glyph.tsx';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addressIn } from '@packdex/shared/language';
import { LANGUAGES, LANGUAGE_NAMES } from '@packdex/shared/constants';
import { cn, focusRing } from '@/lib/cn.ts';
import { isLanguage, t } from '@/lib/i18n/i18n.ts';
import { useLanguage } from '@/lib/i18n/language-provider.tsx';

/**
 * The footer's language choice: a native select (keyboard and screen readers for free), names in
 * their own language. A choice goes to the page's address in that language (`?lang=xx`, English
 * without it: the hreflang alternates, ADR 0024), and is remembered as before.
 */
export function LanguageSwitcher() {
  const { language, switching, chooseLanguage } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="inline-flex items-center gap-2 text-sm text-fg-muted">
        <Glyph name="languages" className="size-4" />
        <label htmlFor={id}>{t('Language')}</label>
        <select
          id={id}
          value={language}
          disabled={switching}
          onChange={(event) => {
            const next = event.target.value;
            if (!isLanguage(next)) return;
            setFailed(false);
            const address = addressIn(`${location.pathname}${location.search}`, next) + location.hash;
            void chooseLanguage(next).then(
              () => navigate(address, { preventScrollReset: true }),
              () => setFailed(true),
            );
          }}
          className={cn('h-8 rounded-sm border border-line-strong bg-surface px-2 text-sm text-fg', focusRing)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      {failed && (
        <p role="alert" className="text-caption text-danger">
          {t('The language could not be changed. Please try again.')}
        </p>
      )}
    </div>
  );
}
