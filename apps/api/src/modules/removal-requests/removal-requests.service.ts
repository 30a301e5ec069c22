import { randomBytes } from 'node:crypto';
import {
  EVIDENCE_RETENTION_DAYS,
  type Language,
  REMOVAL_REQUEST_HOURS,
  REMOVAL_REQUEST_REMINDER_HOURS,
  type RemovalRequestStatus,
} from '@packdex/shared/constants';
import type { RemovalRequestBody, RemovalRequestListResponse } from '@packdex/shared/schemas';
import type { Moderation } from '../../db/moderation.ts';
import type { Executor, Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { removeUpload } from '../../lib/images.ts';
import { picturePath } from '../../lib/pictures.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { paginationOf } from '../../lib/paging.ts';
import { toIso } from '../../lib/time.ts';
import { asLanguage } from '../../lib/translate.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { DenylistService } from '../denylist/denylist.service.ts';
import { canonicalUrl, sitePageOf } from '../dmca/dmca-urls.ts';
import type { ModelPhotosRepository } from '../models/model-photos.repository.ts';
import { PHOTO_FOLDER } from '../models/models-admin.service.ts';
import type { PictureHashesService } from '../picture-hashes/picture-hashes.service.ts';
import type { PicturesService } from '../pictures/pictures.service.ts';
import type { Viewer } from '../users/users.service.ts';
import {
  type RemovalMail,
  requestAcceptedMail,
  requestReceivedMail,
  requestRejectedMail,
  staffReminderMail,
} from './removal-requests.mails.ts';
import type { RemovalRequestsRepository, RemovalTargetKind } from './removal-requests.repository.ts';
import { requestViews } from './removal-request-view.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Deps {
  transact: Transact;
  requests: RemovalRequestsRepository;
  /** Hiding, showing again, freezing and removing the items, through each feature's own repository. */
  targets: Record<RemovalTargetKind, Pick<Moderation, 'hiddenStates' | 'hide' | 'unhide' | 'snapshot' | 'remove'>>;
  /** Pages by slug, hidden or not (a page another request holds can be named again). */
  findPage: (kind: RemovalTargetKind, slug: string) => Promise<{ id: number } | undefined>;
  /** A model's items: a model is deleted only once it has none, as the admin delete requires. */
  contentCountOf: (modelId: number, executor: Executor) => Promise<number>;
  denylist: Pick<DenylistService, 'add'>;
  audit: Pick<AuditRepository, 'record'>;
  mailer: Pick<Mailer, 'enqueue' | 'kick' | 'html'>;
  publicUrl: string;
  siteName: string;
  uploadsDir: string;
  /** Deletes a removed model's photo or item's thumbnail (lib/pictures.ts) once nothing shows it. */
  pictures?: Pick<PicturesService, 'release'>;
  /** Lists the removed items' pictures as known-bad (docs/compliance.md#picture-hashes), in the decision's transaction. */
  pictureHashes?: Pick<PictureHashesService, 'block'>;
  /** A removed model's gallery pictures (their keys, read before the delete), deleted with it. */
  gallery?: Pick<ModelPhotosRepository, 'keysOf'>;
}

/** A request number that is hard to guess: TID-YYYYMMDD-XXXXXXXX. */
function requestNumber(at: Date): string {
  return `TID-${at.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Removal requests from people depicted without consent (docs/compliance.md#removal-requests, US
 * TAKE IT DOWN Act): filing one holds every item it names at once (`removal_request` hold) and
 * freezes their evidence; staff decide within REMOVAL_REQUEST_HOURS hours (reminded at 24 and 40):
 * accepting removes the items and denylists their links, rejecting lifts the hold. The requester is
 * mailed at each step; everything is audited.
 */
export function removalRequestsService(deps: Deps) {
  const { transact, requests, targets, findPage, contentCountOf, denylist, audit, mailer } = deps;
  const { publicUrl, siteName, uploadsDir, pictures, pictureHashes, gallery } = deps;
  const publicHost = new URL(publicUrl).host.toLowerCase();

  const mail = (to: string, language: Language, { subject, lines }: RemovalMail, executor: Executor) =>
    mailer.enqueue(
      { to, subject, text: lines.join('\n'), html: mailer.html(lines, undefined, language), kind: 'removal_request' },
      executor,
    );

  /** Removes what an accepted request names; returns what was removed and the model photos to delete. */
  async function removeItems(requestId: number, admin: Viewer, reason: string, at: string, trx: Executor) {
    const removed: { kind: RemovalTargetKind; id: number }[] = [];
    const kept: { kind: RemovalTargetKind; id: number }[] = [];
    const photos: string[] = [];
    for (const item of await requests.itemsOf([requestId], trx)) {
      const kind: RemovalTargetKind = item.target_kind === 'model' ? 'model' : 'content';
      const now = await targets[kind].snapshot(item.target_id, trx);
      if (!now) continue; // gone already
      if (kind === 'content') {
        const urls = new Set([now.url, item.target_url].filter((u): u is string => typeof u === 'string'));
        for (const url of urls) await denylist.add({ url, reason, reportId: null, addedBy: admin.id, at }, trx);
      } else if ((await contentCountOf(item.target_id, trx)) > 0) {
        // A model with items cannot be deleted (the admin delete's rule): its hold stays for good.
        kept.push({ kind, id: item.target_id });
        continue;
      }
      if (kind === 'model' && typeof now.photo_url === 'string') photos.push(now.photo_url);
      if (kind === 'model')
        for (const key of (await gallery?.keysOf([item.target_id], trx)) ?? []) photos.push(picturePath(key));
      if (kind === 'content' && typeof now.thumbnail_url === 'string') photos.push(now.thumbnail_url);
      await targets[kind].remove(item.target_id, trx);
      removed.push({ kind, id: item.target_id });
    }
    return { removed, kept, photos };
  }

  /** Lifts this request's hold from each item no other open request names. */
  async function release(requestId: number, trx: Executor) {
    const shown: { kind: RemovalTargetKind; id: number }[] = [];
    for (const item of await requests.itemsOf([requestId], trx)) {
      const kind: RemovalTargetKind = item.target_kind === 'model' ? 'model' : 'content';
      if (await requests.heldByAnother(kind, item.target_id, requestId, trx)) continue;
      if (await targets[kind].unhide(item.target_id, 'removal_request', trx)) shown.push({ kind, id: item.target_id });
    }
    return shown;
  }

  /** One request as the inbox shows it. */
  async function one(id: number) {
    const row = await requests.findById(id);
    if (!row) throw notFound('Removal request not found');
    const items = await requests.itemsOf([id]);
    const ids = (kind: RemovalTargetKind) => items.filter((i) => i.target_kind === kind).map((i) => i.target_id);
    const [content, model] = await Promise.all([
      targets.content.hiddenStates(ids('content')),
      targets.model.hiddenStates(ids('model')),
    ]);
    return requestViews([row], items, { content, model }, clock.millis())[0]!;
  }

  async function list(page: number, limit: number, status: RemovalRequestStatus | 'all' | undefined) {
    const [{ rows, total }, summary] = await Promise.all([
      requests.list({ page, limit }, status === 'all' ? undefined : status),
      requests.openSummary(),
    ]);
    const items = await requests.itemsOf(rows.map((r) => r.id));
    const byKind = (kind: RemovalTargetKind) => items.filter((i) => i.target_kind === kind).map((i) => i.target_id);
    const [content, model] = await Promise.all([
      targets.content.hiddenStates(byKind('content')),
      targets.model.hiddenStates(byKind('model')),
    ]);
    const response: RemovalRequestListResponse = {
      requests: requestViews(rows, items, { content, model }, clock.millis()),
      pagination: paginationOf(page, limit, total),
      open: summary.open,
      nearestDueAt: summary.nearest ? toIso(summary.nearest) : null,
    };
    return response;
  }

  return {
    list,

    /**
     * Files a request: every URL must be a visible /content/… or /model/… page on PUBLIC_URL. Its
     * items are held and their evidence frozen at once, in one transaction with the request.
     */
    async file(body: RemovalRequestBody, meta: { ip: string; language: Language }) {
      const problems: string[] = [];
      const found: { url: string; kind: RemovalTargetKind; id: number }[] = [];
      for (const url of new Set(body.urls.map((u) => u.trim()))) {
        const page = sitePageOf(url, publicHost);
        if (!page) {
          problems.push(`${url} is not a /content/… or /model/… page of ${siteName} (${publicHost})`);
          continue;
        }
        const target = await findPage(page.kind, page.slug);
        if (!target) problems.push(`${url} does not exist on ${siteName}`);
        else if (!found.some((f) => f.kind === page.kind && f.id === target.id))
          found.push({ url: canonicalUrl(page, publicUrl), kind: page.kind, id: target.id });
      }
      if (problems.length) throw badRequest(`URLs: ${problems.join('; ')}`);
      const now = clock.now();
      const at = now.toISOString();
      const dueAt = new Date(now.getTime() + REMOVAL_REQUEST_HOURS * HOUR_MS).toISOString();
      const retainUntil = new Date(now.getTime() + EVIDENCE_RETENTION_DAYS * DAY_MS).toISOString();
      const number = requestNumber(now);
      const created = await transact(async (trx) => {
        const items = [];
        for (const f of found) {
          const snapshot = (await targets[f.kind].snapshot(f.id, trx)) ?? {};
          const targetUrl = f.kind === 'content' && typeof snapshot.url === 'string' ? snapshot.url : null;
          items.push({ url: f.url, kind: f.kind, targetId: f.id, targetUrl, snapshot, retainUntil });
          await targets[f.kind].hide(f.id, 'removal_request', at, trx);
        }
        const row = await requests.insert(
          { ...body, number, ip: meta.ip, language: meta.language, at, dueAt, items },
          trx,
        );
        await mail(
          body.email,
          meta.language,
          requestReceivedMail(meta.language, siteName, {
            number,
            name: body.name,
            urls: items.map((i) => i.url),
            dueAt,
          }),
          trx,
        );
        await audit.record(
          {
            adminId: null,
            action: 'removal_request.file',
            entity: 'removal_request',
            entityId: row.id,
            details: { label: number, number, held: found.map((f) => ({ kind: f.kind, id: f.id })), ip: meta.ip },
            at,
          },
          trx,
        );
        return row;
      });
      mailer.kick();
      return created;
    },

    /** accept (removes the items, denylists their links) | reject (with a reason: lifts the hold). */
    async decide(admin: Viewer, id: number, action: 'accept' | 'reject', reason: string | undefined) {
      const at = clock.now().toISOString();
      const photos = await transact(async (trx) => {
        await requests.lock(trx);
        const request = await requests.findById(id, trx);
        if (!request) throw notFound('Removal request not found');
        if (request.status !== 'open') throw conflict(`This request was already decided (${request.status})`);
        const language = asLanguage(request.language);
        const requester = { number: request.number, name: request.name };
        let details: Record<string, unknown>;
        let photos: string[] = [];
        if (action === 'accept') {
          const outcome = await removeItems(id, admin, 'removal_request', at, trx);
          photos = outcome.photos;
          const origin = { source: 'removal_request' as const, sourceId: id, label: request.number };
          const blocked = (await pictureHashes?.block(photos, origin, admin, trx)) ?? 0;
          details = { removed: outcome.removed, kept: outcome.kept, picturesBlocked: blocked };
          await requests.decide(id, { status: 'accepted', at, by: admin.id, reason: reason ?? null }, trx);
          await mail(request.email, language, requestAcceptedMail(language, siteName, requester), trx);
        } else {
          if (!reason?.trim()) throw badRequest('A reason is required to reject a request');
          details = { shown: await release(id, trx) };
          await requests.decide(id, { status: 'rejected', at, by: admin.id, reason }, trx);
          await mail(request.email, language, requestRejectedMail(language, siteName, requester, reason), trx);
        }
        await audit.record(
          {
            adminId: admin.id,
            action: `removal_request.${action}`,
            entity: 'removal_request',
            entityId: id,
            details: { label: request.number, number: request.number, reason: reason ?? null, ...details },
            at,
          },
          trx,
        );
        return photos;
      });
      // The photo files of deleted models: after the commit, so a rolled-back decision keeps them.
      for (const photo of photos) {
        await removeUpload(uploadsDir, PHOTO_FOLDER, photo);
        await pictures?.release(photo);
      }
      mailer.kick();
      return one(id);
    },

    /**
     * The scheduled job: mails staff about each open request undecided 24 and 40 hours after it was
     * filed, once each (the mark is set in the same transaction as the mails). Returns the mails' count.
     */
    async runReminders(): Promise<number> {
      const nowMs = clock.millis();
      let sent = 0;
      for (const hours of REMOVAL_REQUEST_REMINDER_HOURS) {
        const column = hours === 24 ? 'reminded_24_at' : 'reminded_40_at';
        const dueBefore = new Date(nowMs + (REMOVAL_REQUEST_HOURS - hours) * HOUR_MS).toISOString();
        for (const due of await requests.dueReminders(column, dueBefore)) {
          const at = new Date(nowMs).toISOString();
          sent += await transact(async (trx) => {
            await requests.lock(trx);
            if (!(await requests.markReminded(due.id, column, at, trx))) return 0;
            const request = { number: due.number, dueAt: toIso(due.due_at) };
            const mailText = staffReminderMail(
              siteName,
              request,
              hours,
              new URL('/admin/removal-requests', publicUrl).href,
            );
            const staff = await requests.staffEmails(trx);
            for (const to of staff) await mail(to, 'en', mailText, trx);
            await audit.record(
              {
                adminId: null,
                action: 'removal_request.reminder',
                entity: 'removal_request',
                entityId: due.id,
                details: { label: due.number, number: due.number, hours, mailed: staff.length },
                at,
              },
              trx,
            );
            return staff.length;
          });
        }
      }
      if (sent > 0) mailer.kick();
      return sent;
    },
  };
}
export type RemovalRequestsService = ReturnType<typeof removalRequestsService>;
