import { execFileSync } from 'node:child_process';

/** Whether PostgreSQL's client tools (pg_dump, pg_restore) are installed: backups of PostgreSQL need them. */
export const hasPgTools = (() => {
  try {
    execFileSync('pg_restore', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
