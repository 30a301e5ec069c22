import type { Timestamp } from './columns.ts';

/**
 * One reason a row is hidden (docs/security.md#holds): placed and lifted only by the workflow it
 * names (HOLD_REASONS); the row is visible only when it has none.
 */
export interface HoldsTable {
  target_id: number;
  /** HOLD_REASONS */
  reason: string;
  placed_at: Timestamp;
}

export interface HoldsTables {
  content_holds: HoldsTable;
  model_holds: HoldsTable;
  comment_holds: HoldsTable;
}
