import type { Timestamp } from './columns.ts';

/** The lease of one scheduled job: only the instance holding an unexpired lease runs it. */
export interface JobLeasesTable {
  name: string;
  owner: string | null;
  lease_until: Timestamp | null;
  last_run_at: Timestamp | null;
  /** How the last run ended: `ok` or `failed` (null before the first run). */
  last_outcome: string | null;
  last_duration_ms: number | null;
}

/** One running (or recently seen) instance of the server: its heartbeat, every job interval. */
export interface InstancesTable {
  id: string;
  host: string;
  version: string;
  started_at: Timestamp;
  last_seen_at: Timestamp;
}

/** The pending authorization requests of the age-assurance provider (state stored hashed). */
export interface AgeAssuranceStatesTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface JobsTables {
  job_leases: JobLeasesTable;
  instances: InstancesTable;
  age_assurance_states: AgeAssuranceStatesTable;
}
