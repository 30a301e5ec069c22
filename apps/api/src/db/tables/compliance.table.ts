import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** Words refused in the catalogue's text and searches (docs/compliance.md#banned-terms). */
export interface BannedTermsTable {
  id: Generated<number>;
  term: string;
  created_by: number | null;
  created_at: Timestamp;
}

/** Removal requests from depicted people (docs/compliance.md#removal-requests). */
export interface RemovalRequestsTable {
  id: Generated<number>;
  number: string;
  name: string;
  email: string;
  statement: string;
  signature: string;
  ip_address: string | null;
  language: Generated<string>;
  /** open | accepted | rejected */
  status: Generated<string>;
  created_at: Timestamp;
  due_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: number | null;
  reason: string | null;
  reminded_24_at: Timestamp | null;
  reminded_40_at: Timestamp | null;
}

/** The items a request names, each with its frozen evidence. */
export interface RemovalRequestItemsTable {
  id: Generated<number>;
  request_id: number;
  url: string;
  /** content | model */
  target_kind: string;
  target_id: number;
  /** A content item's download link, denylisted when the request is accepted. */
  target_url: string | null;
  /** JSON of the item (with its tags) when the request was filed. */
  snapshot: string;
  captured_at: Timestamp;
  retain_until: Timestamp;
}

export interface ComplianceTables {
  banned_terms: BannedTermsTable;
  removal_requests: RemovalRequestsTable;
  removal_request_items: RemovalRequestItemsTable;
}
