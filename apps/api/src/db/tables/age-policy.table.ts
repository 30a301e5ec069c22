import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** Which regions need a verified age (docs/compliance.md#regional-age-assurance). */
export interface AgePoliciesTable {
  id: Generated<number>;
  /** ISO 3166-1 alpha-2 (`GB`) or ISO 3166-2 (`US-TX`). */
  region: string;
  /** self | verified */
  level: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface AgePolicyTables {
  age_policies: AgePoliciesTable;
}
