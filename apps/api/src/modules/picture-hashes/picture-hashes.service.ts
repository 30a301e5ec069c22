import type { PictureHash, PictureHashImportResult, PictureHashListResponse } from '@packdex/shared/schemas';
import type { Executor, Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { paginationOf } from '../../lib/paging.ts';
import { hammingDistance, PHASH_MAX_DISTANCE, PHASH_PATTERN, PictureBlocked } from '../../lib/phash.ts';
import { pictureKeyOf } from '../../lib/pictures.ts';
import { toIso } from '../../lib/time.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { PicturesRepository } from '../pictures/pictures.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import type { NewPictureHash, PictureHashesRepository, PictureHashRow } from './picture-hashes.repository.ts';

/** The longest label kept from an imported line. */
const LABEL_MAX = 200;
/** How many bad lines a refused import names. */
const BAD_LINES_SHOWN = 5;

interface Deps {
  transact: Transact;
  hashes: PictureHashesRepository;
  pictures: Pick<PicturesRepository, 'hashesOf'>;
  audit: Pick<AuditRepository, 'record'>;
  mailer: Pick<Mailer, 'enqueue' | 'kick' | 'html'>;
  /** Every admin account's address: a refused picture is mailed to them. */
  staffEmails: (executor?: Executor) => Promise<string[]>;
  publicUrl: string;
  siteName: string;
}

const view = (row: PictureHashRow): PictureHash => ({
  id: row.id,
  hash: row.hash,
  label: row.label,
  source: row.source as PictureHash['source'],
  sourceId: row.source_id,
  hits: row.hits,
  lastHitAt: row.last_hit_at ? toIso(row.last_hit_at) : null,
  createdAt: toIso(row.created_at),
});

/**
 * Known-bad pictures (docs/compliance.md#picture-hashes): a block list of perceptual hashes, filled
 * by accepted removal requests, resolved severe reports and lists an operator imports. Every picture
 * the site stores is screened against it (the pictures service's one `screen` hook); a picture within
 * PHASH_MAX_DISTANCE bits of an entry is refused, the refusal audited and mailed to every admin.
 */
export function pictureHashesService({ transact, hashes, pictures, audit, mailer, staffEmails, ...site }: Deps) {
  /** The entry nearest to `hash` within the threshold, if any. */
  async function match(hash: string): Promise<{ id: number; distance: number } | null> {
    let best: { id: number; distance: number } | null = null;
    for (const entry of await hashes.all()) {
      const distance = hammingDistance(hash, entry.hash);
      if (distance <= PHASH_MAX_DISTANCE && (!best || distance < best.distance)) best = { id: entry.id, distance };
    }
    return best;
  }

  return {
    match,

    /** The pictures service's hook: throws PictureBlocked for a listed picture, after recording and raising the alert. */
    async screen(phash: string, picture: { key: string; source: string | null }): Promise<void> {
      const hit = await match(phash);
      if (!hit) return;
      const at = clock.now().toISOString();
      await hashes.recordHit(hit.id, at);
      await transact(async (trx) => {
        const lines = [
          `${site.siteName} refused to store a picture that matches entry #${hit.id} of the known-bad picture list (${hit.distance} of 64 bits differ).`,
          picture.source ? `It was to be fetched from ${picture.source}.` : 'It was uploaded by a staff account.',
          `The list: ${new URL('/api/admin/picture-hashes', site.publicUrl).href}`,
        ];
        for (const to of await staffEmails(trx))
          await mailer.enqueue(
            {
              to,
              subject: `[${site.siteName}] A known-bad picture was refused`,
              text: lines.join('\n'),
              html: mailer.html(lines, undefined, 'en'),
              kind: 'picture_blocked',
            },
            trx,
          );
        await audit.record(
          {
            adminId: null,
            action: 'picture_hash.blocked',
            entity: 'picture_hash',
            entityId: hit.id,
            details: { label: `Known-bad picture #${hit.id}`, distance: hit.distance, phash, source: picture.source },
            at,
          },
          trx,
        );
      });
      mailer.kick();
      throw new PictureBlocked();
    },

    /**
     * Lists the stored pictures at `urls` (an accepted removal request's or a resolved report's
     * items), in the caller's transaction, before their files are released. Returns how many were new.
     */
    async block(
      urls: readonly string[],
      origin: Pick<NewPictureHash, 'source' | 'sourceId' | 'label'>,
      admin: Viewer,
      trx: Executor,
    ): Promise<number> {
      const keys = urls.map(pictureKeyOf).filter((k): k is string => k !== null);
      const at = clock.now().toISOString();
      const found = await pictures.hashesOf(keys, trx);
      return hashes.insert(
        found.map((hash) => ({ ...origin, hash, addedBy: admin.id, at })),
        trx,
      );
    },

    async list(page: number, limit: number): Promise<PictureHashListResponse> {
      const { rows, total } = await hashes.list({ page, limit });
      return { hashes: rows.map(view), pagination: paginationOf(page, limit, total) };
    },

    /** Imports a hash list file (format: pictureHashImportBody); a file with a bad line adds nothing (400 naming the lines). */
    async import(admin: Viewer, list: string): Promise<PictureHashImportResult> {
      const at = clock.now().toISOString();
      const entries: NewPictureHash[] = [];
      const bad: number[] = [];
      list.split(/\r?\n/).forEach((raw, index) => {
        const line = raw.trim();
        if (!line || line.startsWith('#')) return;
        const [first, ...rest] = line.split(/\s+/);
        const hash = first!.toLowerCase();
        if (!PHASH_PATTERN.test(hash)) bad.push(index + 1);
        else {
          const label = rest.join(' ').slice(0, LABEL_MAX) || null;
          entries.push({ hash, label, source: 'import', sourceId: null, addedBy: admin.id, at });
        }
      });
      if (bad.length)
        throw badRequest(
          `Lines ${bad.slice(0, BAD_LINES_SHOWN).join(', ')}${bad.length > BAD_LINES_SHOWN ? ` and ${bad.length - BAD_LINES_SHOWN} more` : ''} do not start with a 16-hex-digit hash`,
        );
      if (!entries.length) throw badRequest('The list holds no hash');
      const added = await transact(async (trx) => {
        const n = await hashes.insert(entries, trx);
        await audit.record(
          {
            adminId: admin.id,
            action: 'picture_hash.import',
            entity: 'picture_hash',
            entityId: null,
            details: { label: `Imported ${n} picture hashes`, lines: entries.length, added: n },
            at,
          },
          trx,
        );
        return n;
      });
      return { added, alreadyListed: entries.length - added };
    },

    async remove(admin: Viewer, id: number): Promise<void> {
      await transact(async (trx) => {
        const row = await hashes.remove(id, trx);
        if (!row) throw notFound('Picture hash not found');
        await audit.record(
          {
            adminId: admin.id,
            action: 'picture_hash.delete',
            entity: 'picture_hash',
            entityId: id,
            details: { label: `Picture hash ${row.hash}`, hash: row.hash, source: row.source },
            at: clock.now().toISOString(),
          },
          trx,
        );
      });
    },
  };
}
export type PictureHashesService = ReturnType<typeof pictureHashesService>;
