import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** A bulk action run after its answer (a large selection): its progress, then its result. */
export interface BulkOperationsTable {
  id: Generated<number>;
  admin_id: number | null;
  entity: 'content' | 'model';
  action: string;
  state: 'running' | 'done' | 'failed';
  /** Rows of the selection worked through so far. */
  done: Generated<number>;
  total: number;
  /** The finished action's answer (JSON of `BulkResponse`). */
  result: string | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BulkOperationsTables {
  bulk_operations: BulkOperationsTable;
}
