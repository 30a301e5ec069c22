import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns.ts';

export interface ReportsTable {
  id: Generated<number>;
  status: Generated<string>;
  content_id: number | null;
  model_id: number | null;
  comment_id: number | null;
  reason: string;
  description: string | null;
  ip_address: string | null;
  reporter_user_id: number | null;
  admin_notes: string | null;
  reviewed_by: number | null;
  /** `user:{id}` or `net:{prefix}`: whom the distinct-reporter rule and the caps count. */
  reporter_key: string | null;
  /** Filed by a trusted flagger or a verified account in good standing. */
  credible: Generated<Flag>;
  /** This report hid its target. */
  hid_target: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The audit trail of every status change of a report. */
export interface ReportEventsTable {
  id: Generated<number>;
  report_id: number;
  admin_id: number | null;
  from_status: string;
  to_status: string;
  notes: string | null;
  created_at: Timestamp;
}

/** What a severe report named, frozen when it was filed; no foreign keys, so it outlives the item. */
export interface ReportEvidenceTable {
  id: Generated<number>;
  report_id: number;
  reason: string;
  target_kind: string;
  target_id: number;
  target_url: string | null;
  /** JSON text: the item's row and tags at report time. */
  snapshot: string;
  reporter_ip: string | null;
  reporter_user_id: number | null;
  description: string | null;
  reported_at: Timestamp;
  captured_at: Timestamp;
  retain_until: Timestamp;
}

export interface ReportsTables {
  reports: ReportsTable;
  report_events: ReportEventsTable;
  report_evidence: ReportEvidenceTable;
}
