import type { ApiModule } from '../../lib/wiring.ts';
import { forgettingWrites } from './account-rows.ts';
import { usersRepository } from './users.repository.ts';

/** Accounts' rows, shared by auth, sessions, payments, reports and the admin pages (no routes of its own). */
export const usersModule: ApiModule = {
  name: 'users',
  provides: {
    usersRepository: ({ db, accountRows }) => forgettingWrites(usersRepository(db), accountRows),
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    /** Accounts; every write forgets the session check's copy of the row it changes. */
    usersRepository: ReturnType<typeof usersRepository>;
  }
}
