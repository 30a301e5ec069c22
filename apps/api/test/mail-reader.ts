// One reader for delivered mail, used by the API tests (outbox files, SMTP sessions) and the e2e specs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The raw text of a mail with quoted-printable soft line breaks and the encoded "=" undone. */
export function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
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
