import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';

interface NewAuthorizationState {
  stateHash: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  expiresAt: string;
  at: string;
}

/** Pending authorization requests of the age-assurance provider: single-use, short-lived. */
export function ageAssuranceRepository(db: Kysely<DB>) {
  return {
    async insert(state: NewAuthorizationState, executor: Executor = db): Promise<void> {
      await executor
        .insertInto('age_assurance_states')
        .values({
          state_hash: state.stateHash,
          code_verifier: state.codeVerifier,
          nonce: state.nonce,
          return_to: state.returnTo,
          expires_at: state.expiresAt,
          created_at: state.at,
        })
        .execute();
    },

    /** Removes and returns the state: a second use (a replay) finds nothing. */
    take: (stateHash: string, executor: Executor = db) =>
      executor.deleteFrom('age_assurance_states').where('state_hash', '=', stateHash).returningAll().executeTakeFirst(),

    async purgeExpired(now: string, executor: Executor = db): Promise<void> {
      await executor.deleteFrom('age_assurance_states').where('expires_at', '<', now).execute();
    },
  };
}
export type AgeAssuranceRepository = ReturnType<typeof ageAssuranceRepository>;
