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
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  claim_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PicturesTables {
  pictures: PicturesTable;
}
