import { Glyph } from '@/components/ui/glyph.tsx';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { runtimeConfig } from '@/config/runtime.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { useSupportDialog } from '@/lib/support-dialog.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';

// Read once: the year is not a render-time input.
const YEAR = new Date().getFullYear();

const LINKS = [
  { label: msg('Home'), to: paths.home.getHref() },
  { label: msg('Premium'), to: paths.premium.getHref() },
  { label: msg('DMCA'), to: paths.dmca.getHref() },
] as const;

/** Beside the copyright line: what every page of the site is used under. */
const LEGAL_LINKS = [
  { label: msg('Terms of Service'), to: paths.terms.getHref() },
  { label: msg('Privacy Policy'), to: paths.privacy.getHref() },
  // A depicted person's request to remove a page (docs/compliance.md): a step away from every page.
  { label: msg('Removal request'), to: paths.takedown.getHref() },
] as const;

const linkClasses = cn(
  'inline-flex h-8 items-center gap-1.5 rounded-sm text-sm text-fg-muted transition-colors hover:text-fg',
  focusRing,
);

export function Footer() {
  const { openSupport } = useSupportDialog();
  return (
    <footer className="mt-16 border-t border-line bg-surface/40">
      <div className="page-container flex flex-col gap-8 py-10 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-sm flex-col gap-3">
          <Logo />
          <p className="text-sm text-fg-muted">
            {t('{siteName} indexes links to content hosted elsewhere and does not host any files itself.', {
              siteName: runtimeConfig.siteName,
            })}
          </p>
        </div>
        <nav aria-label={t('Footer')}>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <li>
              <button
                type="button"
                onClick={() => openSupport('contact')}
                className={cn(linkClasses, 'cursor-pointer')}
              >
                <Glyph name="life-buoy" className="size-4" />
                {t('Contact Support')}
              </button>
            </li>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
      <div className="border-t border-line">
        <div className="page-container flex flex-col gap-2 py-6 text-caption text-fg-subtle sm:flex-row sm:items-center sm:justify-between">
          <p>{t('© {year} {siteName}. All rights reserved.', { year: YEAR, siteName: runtimeConfig.siteName })}</p>
          <nav aria-label={t('Legal')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-accent/50 text-[0.625rem] font-bold text-accent"
            >
              18+
            </span>
            {t('This website contains adult content and is intended for adults aged 18 or older only.')}
          </p>
          {/* The visitor's region decides the age check (docs/compliance.md): DB-IP's licence asks for this link. */}
          <a href="https://db-ip.com" className={linkClasses} rel="noopener noreferrer">
            {t('IP geolocation by DB-IP')}
          </a>
        </div>
      </div>
    </footer>
  );
}
