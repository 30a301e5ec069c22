import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** A picture the site stores (migration 2026-12-10-0100): uploaded, or fetched from `source_url`. */
export interface PicturesTable {
  id: Generated<number>;
  key: string;
  source_url: string | null;
  status: 'pending' | 'ready' | 'failed';
  width: number | null;
  height: number | null;
  /** The encoded widths, ascending, comma-separated. */
  widths: string | null;
  placeholder: string | null;
  /** File name of the original bytes as received. */
  original: string | null;
  error: string | null;
  /** 64-bit perceptual hash, 16 hex digits (lib/phash.ts); null until landed or backfilled. */
  phash: string | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  claim_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The block list of known-bad pictures (docs/compliance.md#picture-hashes). */
export interface PictureHashesTable {
  id: Generated<number>;
  /** 16 hex digits. */
  hash: string;
  label: string | null;
  /** removal_request | report | import */
  source: string;
  source_id: number | null;
  added_by: number | null;
  hits: Generated<number>;
  last_hit_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PicturesTables {
  pictures: PicturesTable;
  picture_hashes: PictureHashesTable;
}
