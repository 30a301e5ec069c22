import type { Mailer, MailMessage } from '../../lib/mailer.ts';

type Recipient = { email: string; name: string };

/** A mail whose point is one link: the paragraphs, then the link as a button (HTML) or a line (text). */
function linkMail(
  mailer: Pick<Mailer, 'html'>,
  to: string,
  mail: { subject: string; kind: string; lines: string[]; label: string; textLabel: string; url: string },
): MailMessage {
  return {
    to,
    subject: mail.subject,
    text: `${mail.lines.join('\n\n')}\n\n${mail.textLabel}: ${mail.url}\n`,
    html: mailer.html(mail.lines, { label: mail.label, url: mail.url }),
    kind: mail.kind,
  };
}

/** The verification mail: a link valid 24 hours. */
export function verificationMail(mailer: Pick<Mailer, 'html'>, user: Recipient, url: string, siteName: string) {
  return linkMail(mailer, user.email, {
    subject: `Verify your email for ${siteName}`,
    kind: 'verify',
    lines: [
      `Hi ${user.name},`,
      `Welcome to ${siteName}! Please confirm your email address to unlock unlimited content, premium purchases, comments and likes.`,
      'This link is valid for 24 hours. If you did not create an account, you can ignore this email.',
    ],
    label: 'Verify Email',
    textLabel: 'Verify your email',
    url,
  });
}

/** The password reset mail: a link valid 1 hour. */
export function resetMail(mailer: Pick<Mailer, 'html'>, user: Recipient, url: string, siteName: string) {
  return linkMail(mailer, user.email, {
    subject: `Reset your ${siteName} password`,
    kind: 'reset',
    lines: [
      `Hi ${user.name},`,
      `Someone asked to reset the password of your ${siteName} account. If it was you, choose a new password with the link below.`,
      'This link is valid for 1 hour and works once. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
    label: 'Reset Password',
    textLabel: 'Reset your password',
    url,
  });
}
