import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns.ts';

/** A DMCA takedown notice (17 U.S.C. §512(c)(3)(A)). */
export interface DmcaNoticesTable {
  id: Generated<number>;
  /** The public notice number the complainant and counter-notifier quote. */
  number: string;
  /** pending | accepted | rejected | countered | restored | suit_filed */
  status: Generated<string>;
  work: string;
  complainant_name: string;
  complainant_address: string;
  complainant_phone: string;
  complainant_email: string;
  good_faith: Flag;
  accuracy_under_perjury: Flag;
  signature: string;
  ip_address: string | null;
  decision_reason: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The complainant's language (LANGUAGES): their mails go out in it. */
  language: Generated<string>;
}

/** One page of this site a notice names. */
export interface DmcaNoticeItemsTable {
  id: Generated<number>;
  notice_id: number;
  url: string;
  target_kind: string;
  target_id: number;
  /** The model a strike is recorded against (the item's model, or the model page itself). */
  model_id: number | null;
  /** Accepting the notice hid the item (what a restoration shows again). */
  hid_target: Generated<Flag>;
}

/** A counter-notice (§512(g)(3)); restoration is due `restore_due_at` unless cancelled (suit filed). */
export interface DmcaCounterNoticesTable {
  id: Generated<number>;
  notice_id: number;
  material: string;
  name: string;
  address: string;
  phone: string | null;
  email: string | null;
  perjury_statement: Flag;
  consent_to_jurisdiction: Flag;
  signature: string;
  ip_address: string | null;
  restore_due_at: Timestamp;
  restored_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
  /** The sender's language (LANGUAGES): their mail goes out in it. */
  language: Generated<string>;
}

export interface DmcaTables {
  dmca_notices: DmcaNoticesTable;
  dmca_notice_items: DmcaNoticeItemsTable;
  dmca_counter_notices: DmcaCounterNoticesTable;
}
