import type { Timestamp } from './columns.ts';

/** One row per account per UTC day with a signed-in request (daily active users). */
export interface UserActivityTable {
  user_id: number;
  /** YYYY-MM-DD (UTC). */
  day: string;
  last_seen_at: Timestamp;
}

export interface UserActivityTables {
  user_activity: UserActivityTable;
}
