import type { Mailer, MailMessage } from '../../lib/mailer.ts';

/** The verification mail: a link valid 24 hours. */
export function verificationMail(
  mailer: Pick<Mailer, 'html'>,
  to: string,
  name: string,
  url: string,
  siteName: string,
): MailMessage {
  const lines = [
    `Hi ${name},`,
    `Welcome to ${siteName}! Please confirm your email address to unlock unlimited content, premium purchases, comments and likes.`,
    'This link is valid for 24 hours. If you did not create an account, you can ignore this email.',
  ];
  return {
    to,
    subject: `Verify your email for ${siteName}`,
    text: `${lines.join('\n\n')}\n\nVerify your email: ${url}\n`,
    html: mailer.html(lines, { label: 'Verify Email', url }),
    kind: 'verify',
  };
}

/** The password reset mail: a link valid 1 hour. */
export function resetMail(
  mailer: Pick<Mailer, 'html'>,
  to: string,
  name: string,
  url: string,
  siteName: string,
): MailMessage {
  const lines = [
    `Hi ${name},`,
    `Someone asked to reset the password of your ${siteName} account. If it was you, choose a new password with the link below.`,
    'This link is valid for 1 hour and works once. If you did not ask for it, ignore this email: your password stays as it is.',
  ];
  return {
    to,
    subject: `Reset your ${siteName} password`,
    text: `${lines.join('\n\n')}\n\nReset your password: ${url}\n`,
    html: mailer.html(lines, { label: 'Reset Password', url }),
    kind: 'reset',
  };
}
