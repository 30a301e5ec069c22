import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** URLs that can never be listed again (content whose severe report was resolved). */
export interface UrlDenylistTable {
  id: Generated<number>;
  url: string;
  /** SHA-256 (hex) of the normalised URL; unique. */
  url_key: string;
  reason: string;
  report_id: number | null;
  added_by: number | null;
  created_at: Timestamp;
}

export interface DenylistTables {
  url_denylist: UrlDenylistTable;
}
