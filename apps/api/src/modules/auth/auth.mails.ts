import type { Language } from '@packdex/shared/constants';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import { asLanguage, translator } from '../../lib/translate.ts';

/** The account the mail goes to; it is written in the account's language. */
type Recipient = { email: string; name: string; language: string };

/** A mail whose point is one link: the paragraphs, then the link as a button (HTML) or a line (text). */
function linkMail(
  mailer: Pick<Mailer, 'html'>,
  to: string,
  language: Language,
  mail: { subject: string; kind: string; lines: string[]; label: string; textLabel: string; url: string },
): MailMessage {
  return {
    to,
    subject: mail.subject,
    text: `${mail.lines.join('\n\n')}\n\n${mail.textLabel}: ${mail.url}\n`,
    html: mailer.html(mail.lines, { label: mail.label, url: mail.url }, language),
    kind: mail.kind,
  };
}

/** The verification mail: a link valid 24 hours. */
export function verificationMail(mailer: Pick<Mailer, 'html'>, user: Recipient, url: string, siteName: string) {
  const language = asLanguage(user.language);
  const t = translator(language);
  return linkMail(mailer, user.email, language, {
    subject: t('Verify your email for {site}', { site: siteName }),
    kind: 'verify',
    lines: [
      t('Hi {name},', { name: user.name }),
      t(
        'Welcome to {site}! Please confirm your email address to unlock unlimited content, premium purchases, comments and likes.',
        { site: siteName },
      ),
      t('This link is valid for 24 hours. If you did not create an account, you can ignore this email.'),
    ],
    label: t('Verify Email'),
    textLabel: t('Verify your email'),
    url,
  });
}

/** The password reset mail: a link valid 1 hour. */
export function resetMail(mailer: Pick<Mailer, 'html'>, user: Recipient, url: string, siteName: string) {
  const language = asLanguage(user.language);
  const t = translator(language);
  return linkMail(mailer, user.email, language, {
    subject: t('Reset your {site} password', { site: siteName }),
    kind: 'reset',
    lines: [
      t('Hi {name},', { name: user.name }),
      t(
        'Someone asked to reset the password of your {site} account. If it was you, choose a new password with the link below.',
        { site: siteName },
      ),
      t(
        'This link is valid for 1 hour and works once. If you did not ask for it, ignore this email: your password stays as it is.',
      ),
    ],
    label: t('Reset Password'),
    textLabel: t('Reset your password'),
    url,
  });
}

/**
 * To the owner of an address someone tried to register again (REGISTRATION_ANSWER=uniform): they have an
 * account, and a reset link (valid 1 hour) in case they forgot its password.
 */
export function alreadyRegisteredMail(mailer: Pick<Mailer, 'html'>, user: Recipient, url: string, siteName: string) {
  const language = asLanguage(user.language);
  const t = translator(language);
  return linkMail(mailer, user.email, language, {
    subject: t('You already have a {site} account', { site: siteName }),
    kind: 'already-registered',
    lines: [
      t('Hi {name},', { name: user.name }),
      t(
        'Someone tried to create a {site} account with this address, which already has one. If it was you, sign in as usual, or choose a new password with the link below if you forgot it.',
        { site: siteName },
      ),
      t('This link is valid for 1 hour and works once. If it was not you, ignore this email: nothing has changed.'),
    ],
    label: t('Reset Password'),
    textLabel: t('Reset your password'),
    url,
  });
}

/** A sign-in from a device and network the account has not used: what it was, and where to act. */
export function newDeviceMail(
  mailer: Pick<Mailer, 'html'>,
  user: Recipient,
  device: string,
  url: string,
  siteName: string,
) {
  const language = asLanguage(user.language);
  const t = translator(language);
  return linkMail(mailer, user.email, language, {
    subject: t('New sign-in to your {site} account', { site: siteName }),
    kind: 'new-device',
    lines: [
      t('Hi {name},', { name: user.name }),
      t('Your {site} account was just signed in from a device or network it has not used before: {device}.', {
        site: siteName,
        device,
      }),
      t(
        'If this was you, there is nothing to do. If not, change your password now and sign out the sessions you do not know.',
      ),
    ],
    label: t('Review your sessions'),
    textLabel: t('Review your sessions'),
    url,
  });
}

/** The confirmation of a new address, sent to that address: a link valid 24 hours. */
export function confirmEmailMail(
  mailer: Pick<Mailer, 'html'>,
  user: Recipient,
  newEmail: string,
  url: string,
  siteName: string,
) {
  const language = asLanguage(user.language);
  const t = translator(language);
  return linkMail(mailer, newEmail, language, {
    subject: t('Confirm your new email for {site}', { site: siteName }),
    kind: 'change-email',
    lines: [
      t('Hi {name},', { name: user.name }),
      t('Please confirm that you want to use this address for your {site} account.', { site: siteName }),
      t('This link is valid for 24 hours and works once. If you did not ask for this, ignore this email.'),
    ],
    label: t('Confirm Email'),
    textLabel: t('Confirm your new email'),
    url,
  });
}

/** A notice to the address in use that someone asked to replace it (no link: nothing to do if it was the owner). */
export function emailChangeNotice(
  mailer: Pick<Mailer, 'html'>,
  user: Recipient,
  newEmail: string,
  siteName: string,
): MailMessage {
  const language = asLanguage(user.language);
  const t = translator(language);
  const lines = [
    t('Hi {name},', { name: user.name }),
    t(
      'Someone asked to change the email of your {site} account to {email}. It changes only once the link sent to that address is opened.',
      { site: siteName, email: newEmail },
    ),
    t('If this was not you, change your password now and contact support.'),
  ];
  return {
    to: user.email,
    subject: t('Your {site} email is about to change', { site: siteName }),
    text: `${lines.join('\n\n')}\n`,
    html: mailer.html(lines, undefined, language),
    kind: 'email-change-notice',
  };
}
