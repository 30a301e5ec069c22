import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

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

export interface ReportsTables {
  reports: ReportsTable;
  report_events: ReportEventsTable;
}
