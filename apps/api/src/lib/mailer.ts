import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@packdex/shared/constants';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Executor } from '../db/schema.ts';
import type { MailQueueRepository, QueuedMail } from '../modules/mail/mail-queue.repository.ts';
import { clock } from './clock.ts';
import { onUse } from './on-use.ts';
import { NO_TRACING, type Tracing } from './tracing.ts';
import { translate } from './translate.ts';

/** nodemailer, loaded with the first message sent. */
const nodemailer = onUse<typeof Nodemailer>('nodemailer');

export type MailMessage = QueuedMail;

const MAX_ATTEMPTS = 8;
// Messages handed to the relay at once: as many as the pooled connections take, so the queue
// drains as fast as the relay accepts (no fixed ration per interval).
const CONNECTIONS = 5;
const BATCH = CONNECTIONS * 2;
// A claimed message is due again after this if its sender died before recording the outcome.
const LEASE_MS = 5 * 60_000;

/** The relay URL with a connection pool and bounded timeouts unless the URL sets its own. */
function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = {
    pool: 'true',
    maxConnections: String(CONNECTIONS),
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '30000',
  };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Wraps a message body in the site's simple HTML layout; `paragraphs` are plain text, already in the
 * recipient's language, which the layout's own words follow.
 */
function htmlMail(
  siteName: string,
  paragraphs: string[],
  action: { label: string; url: string } | undefined,
  language: Language,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#f43f5e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#71717a">${escapeHtml(translate(language, 'Or open this link: {url}', { url: action.url }))}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;background:#f4f4f5;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px;color:#18181b"><h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(siteName)}</h1>${body}${button}</div></body></html>`;
}

/**
 * Outgoing mail. Messages are first stored in mail_queue (inside the caller's transaction when
 * given), then delivered: over SMTP_URL, or written as .eml files to DATA_DIR/outbox when no relay
 * is configured. Failures are retried with backoff; nothing is lost when the relay is down.
 */
export function createMailer(
  config: Pick<Config, 'mail' | 'siteName'>,
  queue: MailQueueRepository,
  log: FastifyBaseLogger,
  /** A span per message handed to the relay (its host and port; never addresses or content). */
  tracing: Tracing = NO_TRACING,
) {
  const relay = config.mail.smtpUrl ? new URL(config.mail.smtpUrl) : undefined;
  // Made with the first message sent: most processes start and stop without sending one.
  let made: Transporter | undefined;
  const transport = () =>
    (made ??= config.mail.smtpUrl
      ? nodemailer().createTransport(pooledSmtpUrl(config.mail.smtpUrl))
      : nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  let timer: NodeJS.Timeout | undefined;
  // Drains run one after another; a request made while one runs gets the next run, so it sees
  // every message queued before it was made.
  let tail: Promise<unknown> = Promise.resolve();
  let pending: Promise<number> | undefined;

  async function send(row: {
    id: number;
    to_address: string;
    reply_to: string | null;
    subject: string;
    text_body: string;
    html_body: string;
  }) {
    const message = {
      from: config.mail.from,
      to: row.to_address,
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
    };
    const info = (
      relay
        ? await tracing.span(
            'smtp send',
            'client',
            {
              'server.address': relay.hostname,
              'server.port': Number(relay.port || (relay.protocol === 'smtps:' ? 465 : 587)),
            },
            () => transport().sendMail(message),
          )
        : await transport().sendMail(message)
    ) as { message?: Buffer };
    if (!config.mail.smtpUrl && info.message) {
      const file = path.join(config.mail.outboxDir, `${Date.now()}-${row.id}.eml`);
      await writeFile(file, info.message);
      log.info({ file, kind: 'outbox' }, 'mail written to the outbox (no SMTP_URL set)');
    }
  }

  async function deliver(row: Awaited<ReturnType<MailQueueRepository['claim']>>[number]): Promise<boolean> {
    try {
      await send(row);
      await queue.markSent(row.id, row.attempts + 1);
      return true;
    } catch (err) {
      const attempts = row.attempts + 1;
      const delay = Math.min(3600, 30 * 2 ** attempts) * 1000;
      await queue.markFailed(
        row.id,
        attempts,
        String(err instanceof Error ? err.message : err).slice(0, 500),
        new Date(clock.millis() + delay).toISOString(),
      );
      log.warn(
        { mailId: row.id, attempts, err: err instanceof Error ? err.message : String(err) },
        'mail delivery failed; will retry',
      );
      return false;
    }
  }

  async function inOrder(rows: Parameters<typeof deliver>[0][]): Promise<boolean[]> {
    const results: boolean[] = [];
    for (const row of rows) results.push(await deliver(row));
    return results;
  }

  /**
   * Sends batches until nothing is due: each batch is the most urgent due mail (account mail
   * first), sent in parallel over the pool, so mail queued meanwhile is picked by urgency too.
   * A failed message is due again only after its backoff, so a relay that is down ends the loop.
   */
  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await queue.claim(MAX_ATTEMPTS, BATCH, new Date(clock.millis() + LEASE_MS).toISOString());
      if (due.length === 0) return sent;
      // Over SMTP in parallel (the pool's connections); the outbox folder one by one, so its files'
      // times follow the queue order that people and tests read them in.
      const results = config.mail.smtpUrl ? await Promise.all(due.map(deliver)) : await inOrder(due);
      sent += results.filter(Boolean).length;
      if (!results.some(Boolean)) return sent;
    }
  }

  return {
    /** Stores a message for delivery (use the caller's transaction so it commits with the data). */
    enqueue: (message: MailMessage, executor?: Executor): Promise<number> => queue.insert(message, executor),
    /** Messages waiting to be sent (with attempts left): the queue's depth. */
    depth: (): Promise<number> => queue.depth(MAX_ATTEMPTS),
    /** Delivers every due message now; resolves with how many were sent. */
    drain(): Promise<number> {
      if (pending) return pending;
      const run = tail.then(() => {
        pending = undefined;
        return drainOnce();
      });
      pending = run;
      tail = run.catch(() => undefined);
      return run;
    },
    /** Starts delivery in the background (right after a request, and every 30 s for retries). */
    kick(): void {
      this.drain().catch((err: unknown) => log.error({ err }, 'mail queue drain failed'));
    },
    start(): void {
      timer ??= setInterval(() => this.kick(), 30_000);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
      made?.close();
      made = undefined;
    },
    /** The HTML body of a mail (`language`: the recipient's, for the layout's own words). */
    html: (paragraphs: string[], action?: { label: string; url: string }, language: Language = 'en') =>
      htmlMail(config.siteName, paragraphs, action, language),
  };
}
export type Mailer = ReturnType<typeof createMailer>;
