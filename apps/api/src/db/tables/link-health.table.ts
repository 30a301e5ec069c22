import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** One download URL of an item (position 0 the primary, 1… mirrors) and what its checks found. */
export interface ContentLinksTable {
  id: Generated<number>;
  content_id: number;
  position: number;
  url: string;
  host: string;
  /** LINK_STATES */
  state: Generated<string>;
  checked_at: Timestamp | null;
  /** Since when it has answered, unbroken (long-alive links are checked less often). */
  alive_since: Timestamp | null;
  last_status: number | null;
  last_length: number | string | null;
  last_type: string | null;
  last_error: string | null;
  /** Consecutive failed checks that were not host outages. */
  failures: Generated<number>;
  next_check_at: Timestamp;
  /** A broken_link report is waiting for this link's checks. */
  reported_at: Timestamp | null;
  /** Which checker round holds the row, and until when. */
  claim_token: string | null;
  claim_until: Timestamp | null;
  /** An admin marked its "dead" a false positive: until then failures do not count towards dead. */
  false_positive_until: Timestamp | null;
}

/** One check of a link (the last few per link are kept). */
export interface ContentLinkChecksTable {
  id: Generated<number>;
  link_id: number;
  checked_at: Timestamp;
  /** alive | failed | outage */
  outcome: string;
  status: number | null;
  length: number | string | null;
  type: string | null;
  error: string | null;
  /** The link's state after the check (null for checks kept from before it was recorded). */
  state: string | null;
  /** How long the host took to answer (all hops, waits for the limits excluded). */
  duration_ms: number | null;
}

/** A host the checker found down: none of its links is checked before `down_until`. */
export interface LinkHostsTable {
  host: string;
  down_until: Timestamp | null;
  /** Consecutive rounds it was down (the back-off doubles with each). */
  outages: Generated<number>;
  updated_at: Timestamp;
}

export interface LinkHealthTables {
  content_links: ContentLinksTable;
  content_link_checks: ContentLinkChecksTable;
  link_hosts: LinkHostsTable;
}
