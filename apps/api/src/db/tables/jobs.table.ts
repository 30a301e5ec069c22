import type { Timestamp } from './columns.ts';

/** The lease of one scheduled job: only the instance holding an unexpired lease runs it. */
export interface JobLeasesTable {
  name: string;
  owner: string | null;
  lease_until: Timestamp | null;
  last_run_at: Timestamp | null;
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
  age_assurance_states: AgeAssuranceStatesTable;
}
