import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** Documents showing a model is an adult who consented (docs/compliance.md#consent-records). */
export interface ConsentRecordsTable {
  id: Generated<number>;
  /** Null once the model is deleted: the record and its file are kept as evidence. */
  model_id: number | null;
  model_name: string;
  document_type: string;
  /** YYYY-MM-DD */
  checked_on: string;
  /** YYYY-MM-DD; null: does not expire. */
  expires_on: string | null;
  checked_by: number | null;
  note: string | null;
  file_name: string;
  file_type: string;
  file_size: number;
  /** The file's random name under DATA_DIR/consent. */
  stored_name: string;
  created_at: Timestamp;
}

/** A new model or item made while review was on (docs/compliance.md#review-before-publication). */
export interface ReviewItemsTable {
  /** model | content */
  kind: string;
  target_id: number;
  /** pending | published | rejected */
  status: Generated<string>;
  created_by: number | null;
  created_at: Timestamp;
  decided_by: number | null;
  decided_at: Timestamp | null;
  reason: string | null;
}

export interface ReviewTables {
  consent_records: ConsentRecordsTable;
  review_items: ReviewItemsTable;
}
