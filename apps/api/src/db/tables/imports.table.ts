import type { Generated } from 'kysely';
import type { ImportFormat } from '@packdex/shared/schemas/catalogue-admin';
import type { Flag, Timestamp } from './columns.ts';

/** One catalogue import (or dry run): its file, counts and progress (docs/catalogue-operations.md). */
export interface CatalogueImportsTable {
  id: Generated<number>;
  /** Null for an import run from the command line (or by an account since deleted). */
  admin_id: number | null;
  dry_run: Flag;
  status: 'running' | 'done' | 'failed';
  file_name: string;
  format: ImportFormat;
  /** Where the file is kept until the import ends, so a crashed one can be read again and resumed. */
  source_path: string;
  total_bytes: number | string | null;
  read_bytes: Generated<number | string>;
  /** The last record whose batch committed: a resume starts after it. */
  last_row: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  refused: Generated<number>;
  rows_per_second: Generated<number>;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

/** A refused record of an import: its row, the field at fault and why (`seq` orders several per row). */
export interface CatalogueImportRefusalsTable {
  import_id: number;
  row: number;
  seq: number;
  field: string;
  error: string;
}

export interface ImportsTables {
  catalogue_imports: CatalogueImportsTable;
  catalogue_import_refusals: CatalogueImportRefusalsTable;
}
