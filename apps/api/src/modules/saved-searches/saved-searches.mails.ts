import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import { asLanguage, translator } from '../../lib/translate.ts';

/** One section of a digest: a saved search's new items, or the followed models' or tags'. */
export interface DigestSection {
  kind: 'search' | 'models' | 'tags';
  /** The saved search's name (kind 'search'). */
  name?: string;
  items: { title: string; modelName: string | null; url: string }[];
}

/**
 * The e-mail digest, in the recipient's language: each section's new items with their links, then
 * why it comes and how to stop it (the account settings, where the digest is set to Off).
 */
export function digestMail(
  mailer: Pick<Mailer, 'html'>,
  to: { email: string; name: string; language: string },
  digest: { frequency: 'daily' | 'weekly'; sections: DigestSection[]; settingsUrl: string; siteName: string },
): MailMessage {
  const language = asLanguage(to.language);
  const t = translator(language);
  const heading = (s: DigestSection) =>
    s.kind === 'search'
      ? t('Your saved search “{name}”:', { name: s.name ?? '' })
      : s.kind === 'models'
        ? t('Models you follow:')
        : t('Tags you follow:');
  const line = (i: DigestSection['items'][number]) =>
    `• ${i.modelName ? `${i.title} — ${i.modelName}` : i.title}\n  ${i.url}`;
  const count = digest.sections.reduce((n, s) => n + s.items.length, 0);
  const lines = [
    t('Hi {name},', { name: to.name }),
    t(
      '{count, plural, one {# new pack matches what you follow on {site}.} other {# new packs match what you follow on {site}.}}',
      {
        count,
        site: digest.siteName,
      },
    ),
    ...digest.sections.map((s) => [heading(s), ...s.items.map(line)].join('\n')),
    digest.frequency === 'daily'
      ? t(
          'You receive this digest every day because you asked for it. To stop it, set the e-mail digest to Off in your account settings.',
        )
      : t(
          'You receive this digest every week because you asked for it. To stop it, set the e-mail digest to Off in your account settings.',
        ),
  ];
  return {
    to: to.email,
    subject: t('{count, plural, one {# new pack on {site}} other {# new packs on {site}}}', {
      count,
      site: digest.siteName,
    }),
    text: `${lines.join('\n\n')}\n\n${t('Account settings')}: ${digest.settingsUrl}\n`,
    html: mailer.html(lines, { label: t('Account settings'), url: digest.settingsUrl }, language),
    kind: 'digest',
  };
}
