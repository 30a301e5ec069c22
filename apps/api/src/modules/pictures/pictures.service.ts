import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type Outbound, OutboundError } from '../../lib/outbound.ts';
import { perceptualHash, PictureBlocked } from '../../lib/phash.ts';
import type { PictureStore } from '../../lib/picture-store.ts';
import { NotAPicture, pictureKey, pictureKeyOf, pictureMeta, picturePath, processPicture } from '../../lib/pictures.ts';
import { now } from '../../lib/time.ts';
import type { PictureRow, PicturesRepository } from './pictures.repository.ts';

/** What an item stores of its picture: the address it shows, the address it was given, the picture's description. */
export interface ItemPicture {
  url: string | null;
  source: string | null;
  meta: string | null;
}

/** Attempts at fetching one picture before it is marked failed. */
const ATTEMPTS = 3;
/** A fetch's whole exchange, redirects included. */
const FETCH_TIMEOUT_MS = 20_000;
/** How long a claimed batch may take before another run may claim its pictures again (20 × 20 s, with room). */
const CLAIM_MS = 15 * 60_000;

const isHttp = (value: string) => /^https?:\/\//i.test(value);

interface Deps {
  pictures: PicturesRepository;
  http: Pick<Outbound, 'request' | 'check'>;
  /** Where pictures are kept: the local folders, or a bucket (lib/picture-store.ts). */
  store: PictureStore;
  /** Largest picture taken (`PICTURE_MAX_MB`). */
  maxBytes: number;
  /** Tells the items showing `url` what their picture now is (ready, or failed). */
  onLanded: (url: string, meta: string) => Promise<void>;
  /** Whether a model or an item still shows the picture at `url`. */
  inUse?: (url: string) => Promise<boolean>;
  /**
   * Checks a picture's perceptual hash against the block list before it is stored (modules/picture-hashes):
   * throws PictureBlocked (and alerts staff) when it matches. `source` is the address it was fetched from.
   */
  screen?: (phash: string, picture: { key: string; source: string | null }) => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Every picture the site shows is stored here, never hot-linked (docs/catalogue-operations.md#images):
 * uploads are processed at once; an address given in a form or an import is fetched in the
 * background through the public-address rule (lib/outbound.ts), the item showing a placeholder
 * until it lands. Processing (lib/pictures.ts): WebP at a few widths, metadata stripped, a
 * ThumbHash placeholder, the original kept where it is not served.
 */
export function picturesService({ pictures, http, store, maxBytes, onLanded, inUse, screen, log }: Deps) {
  /** The one place every stored picture passes: processed, hashed and screened, then written. */
  async function land(key: string, original: Buffer, source: string | null) {
    const processed = await processPicture(original);
    await screen?.(processed.phash, { key, source });
    await store.put(key, original, processed);
    return {
      width: processed.width,
      height: processed.height,
      widths: processed.widths.join(','),
      placeholder: processed.placeholder,
      original: `${key}.${processed.originalExt}`,
      phash: processed.phash,
    };
  }

  /** Why an attempt failed, and whether trying again later may help. */
  function verdict(err: unknown): { error: string; retry: boolean } {
    if (err instanceof NotAPicture) return { error: 'not a picture', retry: false };
    if (err instanceof PictureBlocked) return { error: `blocked: ${err.message}`, retry: false };
    if (err instanceof OutboundError)
      return { error: err.message, retry: err.kind === 'timeout' || err.kind === 'network' };
    if (err instanceof HttpStatus) return { error: err.message, retry: err.status >= 500 || err.status === 429 };
    return { error: err instanceof Error ? err.message : String(err), retry: true };
  }

  async function fetchOne(row: PictureRow): Promise<void> {
    const url = picturePath(row.key);
    try {
      const res = await http.request(row.source_url!, {
        timeoutMs: FETCH_TIMEOUT_MS,
        maxBytes,
        headers: { accept: 'image/avif,image/webp,image/*;q=0.8' },
      });
      if (res.status !== 200) throw new HttpStatus(res.status);
      const landed = await land(row.key, res.body, row.source_url);
      const at = now();
      await pictures.markReady(row.id, landed, at);
      await onLanded(url, pictureMeta({ status: 'ready', ...landed }));
    } catch (err) {
      const { error, retry } = verdict(err);
      const again = retry && row.attempts + 1 < ATTEMPTS;
      const retryAt = again ? new Date(clock.millis() + 60_000 * 5 ** row.attempts).toISOString() : null;
      await pictures.markAttempt(row.id, error, retryAt, now());
      log?.warn({ picture: row.key, source: row.source_url, error, retry: again }, 'picture fetch failed');
      if (!again)
        await onLanded(
          url,
          pictureMeta({ status: 'failed', width: null, height: null, widths: null, placeholder: null }),
        );
    }
  }

  return {
    /** Stores an uploaded picture (the type decided from its bytes); its address and description. */
    async fromUpload(bytes: Buffer): Promise<ItemPicture> {
      const key = pictureKey();
      let landed;
      try {
        landed = await land(key, bytes, null);
      } catch (err) {
        if (err instanceof NotAPicture)
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please select only image files.');
        if (err instanceof PictureBlocked) throw new AppError(422, 'PICTURE_BLOCKED', err.message);
        throw err;
      }
      await pictures.insert({ key, source_url: null, status: 'ready', at: now(), ...landed });
      return { url: picturePath(key), source: null, meta: pictureMeta({ status: 'ready', ...landed }) };
    },

    /**
     * The columns an item stores for the picture address it was given (`label` names the field in a
     * refusal): the same address as before keeps what it has; a picture of this site is described
     * from its row; an http(s) address is queued to be fetched (or reuses the picture already fetched
     * from it) — a literal address that is not public is a 400 at once. A dry run queues nothing.
     */
    async take(
      given: string | null | undefined,
      current: ItemPicture | null,
      options: { label: string; dryRun?: boolean },
      trx?: Executor,
    ): Promise<ItemPicture> {
      if (!given) return { url: null, source: null, meta: null };
      if (current && (given === current.source || given === current.url)) return current;
      const key = pictureKeyOf(given);
      if (key) {
        const row = await pictures.findByKey(key, trx);
        return { url: given, source: row?.source_url ?? null, meta: row ? pictureMeta(row) : null };
      }
      if (!isHttp(given)) return { url: given, source: null, meta: null };
      try {
        http.check(given);
      } catch (err) {
        if (err instanceof OutboundError) throw badRequest(`${options.label}: ${err.message}`);
        throw err;
      }
      const known = await pictures.findBySource(given, trx);
      if (known) return { url: picturePath(known.key), source: given, meta: pictureMeta(known) };
      const fresh = pictureKey();
      if (!options.dryRun) await pictures.insert({ key: fresh, source_url: given, status: 'pending', at: now() }, trx);
      return {
        url: picturePath(fresh),
        source: given,
        meta: pictureMeta({ status: 'pending', width: null, height: null, widths: null, placeholder: null }),
      };
    },

    /**
     * Takes a picture stored before the pipeline (a file under /uploads/ without variants) through
     * it: processed from the bytes `read` gives and recorded with its old address as source, so the
     * same address met again (many items may name one file) reuses it. Null when there are no bytes;
     * NotAPicture for bytes that are not a picture. The old file is left where it was.
     */
    async adopt(address: string, read: () => Promise<Buffer | null>): Promise<ItemPicture | null> {
      const known = await pictures.findBySource(address);
      if (known) return { url: picturePath(known.key), source: address, meta: pictureMeta(known) };
      const bytes = await read();
      if (!bytes) return null;
      const key = pictureKey();
      const landed = await land(key, bytes, address);
      await pictures.insert({ key, source_url: address, status: 'ready', at: now(), ...landed });
      return { url: picturePath(key), source: address, meta: pictureMeta({ status: 'ready', ...landed }) };
    },

    /**
     * Deletes a picture no model or item shows any longer (replaced, or its item deleted or removed
     * on request): its variants, its original and its row. Other addresses are left alone.
     */
    async release(url: string | null | undefined): Promise<void> {
      const key = pictureKeyOf(url);
      if (!key || !inUse || (await inUse(url!))) return;
      const row = await pictures.findByKey(key);
      if (!row) return;
      await pictures.remove(row.id);
      await store.remove(key, row.original);
    },

    /**
     * Hashes the pictures stored before perceptual hashing began, from their originals (the
     * scheduled job `pictures.hash_backfill`), `batch` at a time until none is left; an original that
     * is missing or unreadable is marked `''` so it is not tried again. Returns how many it hashed.
     */
    async backfillHashes(batch = 50): Promise<number> {
      let hashed = 0;
      for (;;) {
        const rows = await pictures.unhashed(batch);
        for (const row of rows) {
          try {
            const bytes = await store.readOriginal(row.original ?? '');
            await pictures.setHash(row.id, await perceptualHash(bytes));
            hashed++;
          } catch (err) {
            log?.warn({ picture: row.key, err }, 'picture could not be hashed');
            await pictures.setHash(row.id, '');
          }
        }
        if (rows.length < batch) return hashed;
      }
    },

    /**
     * Fetches the pictures waiting (a scheduled job, and right after a form queued one), `batch` at
     * a time until none is due: a picture queued while a run goes on (its lease makes the form's own
     * run skip) is taken by that run. At most `rounds` batches per run. Returns how many it tried.
     */
    async fetchDue(batch = 20, rounds = 10): Promise<number> {
      let tried = 0;
      for (let round = 0; round < rounds; round++) {
        const at = clock.millis();
        const claimed = await pictures.claimDue(
          new Date(at).toISOString(),
          new Date(at + CLAIM_MS).toISOString(),
          batch,
        );
        for (const row of claimed) await fetchOne(row);
        tried += claimed.length;
        if (claimed.length === 0) break;
      }
      return tried;
    },
  };
}
export type PicturesService = ReturnType<typeof picturesService>;

/** A fetch answered with something other than 200. */
class HttpStatus extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`the server answered ${status}`);
    this.status = status;
  }
}
