import { FileText, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { t, tx } from '@/lib/i18n/i18n.ts';
import { LegalText } from '../components/legal-text.tsx';
import { PRIVACY } from '../lib/privacy.ts';
import { TERMS } from '../lib/terms.ts';

// Both legal pages in one module: the router's two routes load one chunk, which keeps the entry
// that lists the chunks (the first page's download) as small as it was.

const linkClasses = cn('rounded-sm text-accent underline underline-offset-2', focusRing);

/** /terms: the Terms of Service, naming the operator from the configuration. */
export function TermsPage() {
  return (
    <LegalText
      icon={<FileText />}
      title={t('Terms of Service')}
      description={t('The rules for using the site and your account.')}
      document={TERMS}
      footer={tx('How we handle your personal data: {privacy}. Copyright notices: {dmca}.', {
        privacy: (
          <Link className={linkClasses} to={paths.privacy.getHref()}>
            {t('Privacy Policy')}
          </Link>
        ),
        dmca: (
          <Link className={linkClasses} to={paths.dmca.getHref()}>
            {t('DMCA & Copyright')}
          </Link>
        ),
      })}
    />
  );
}

/** /privacy: the Privacy Policy, naming the operator (the data controller) from the configuration. */
export function PrivacyPage() {
  return (
    <LegalText
      icon={<ShieldCheck />}
      title={t('Privacy Policy')}
      description={t('What we collect about you, why, and what you can do about it.')}
      document={PRIVACY}
      footer={tx('The rules for using the site: {terms}.', {
        terms: (
          <Link className={linkClasses} to={paths.terms.getHref()}>
            {t('Terms of Service')}
          </Link>
        ),
      })}
    />
  );
}
