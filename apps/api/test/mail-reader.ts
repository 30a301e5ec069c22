// One reader for delivered mail, used by the API tests (outbox files, SMTP sessions) and the e2e specs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Quoted-printable (soft line breaks, =XX bytes) as UTF-8 text. */
function quotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's RFC 2047 encoded words (=?UTF-8?B?…?=, =?UTF-8?Q?…?=) as text. */
function encodedWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
}

/**
 * The raw text of a mail made readable: each part's body decoded from quoted-printable or base64
 * (a mail in Russian is sent as base64), and the headers' encoded words (a subject in German) as
 * text. The structure (headers, boundaries) stays, so a header can still be matched by line.
 */
export function decodeMail(raw: string): string {
  const bodies = raw.replace(
    /(Content-Transfer-Encoding:[ \t]*(quoted-printable|base64)[^\n]*\n(?:[^\r\n]+\r?\n)*\r?\n)([\s\S]*?)(?=\r?\n--|$)/gi,
    (_, head: string, encoding: string, body: string) =>
      // Marked 8bit once decoded, so decoding a decoded mail changes nothing.
      head.replace(encoding, '8bit') +
      (encoding.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : quotedPrintable(body)),
  );
  return encodedWords(bodies);
}

/** A decoded mail's header, such as its Subject (unfolded: its continuation lines joined). */
export function headerOf(mail: string, name: string): string | undefined {
  return new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
    .exec(mail)?.[1]
    ?.replace(/\s*\r?\n[ \t]+/g, ' ')
    .trim();
}

/** Whether the mail's To header names exactly this address. */
export function isAddressedTo(mail: string, address: string): boolean {
  return new RegExp(`^To: ${address.replace(/[.+*?^$()[\]{}|\\]/g, '\\$&')}$`, 'mi').test(mail);
}

/** The first link with a token to `route` (such as '/verify-email') in a mail, absolute. */
export function linkIn(mail: string, route: string): string | undefined {
  return new RegExp(`https?://[^\\s"<>]+${route}\\?token=[A-Za-z0-9_-]+`).exec(decodeMail(mail))?.[0];
}

/** The token of the first link to `route` in a mail. */
export function tokenIn(mail: string, route: string): string | undefined {
  const link = linkIn(mail, route);
  return link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined;
}

/** Every .eml file of an outbox folder, decoded, newest first. */
export function readOutbox(dir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) => ({ file: path.join(dir, f), name: f }))
    .map((f) => ({ ...f, mtime: statSync(f.file).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name))
    .map((f) => decodeMail(readFileSync(f.file, 'utf8')));
}

/** The newest outbox mail to `to` that carries a link to `route`, or undefined. */
export function findMail(dir: string, to: string, route: string): string | undefined {
  return readOutbox(dir).find((mail) => isAddressedTo(mail, to) && linkIn(mail, route));
}

/** Waits (polling the outbox) for a mail to `to` with a link to `route`; returns the link. */
export async function waitForLink(dir: string, to: string, route: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = findMail(dir, to, route);
    if (mail) return linkIn(mail, route)!;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a ${route} link arrived`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
