import { UniqueConflict } from '../lib/errors.ts';

/** The column a unique-index violation names, on either engine; null for any other error. */
function uniqueColumn(err: unknown): string | null {
  const e = err as { code?: string; detail?: string; message?: string };
  if (e?.code === '23505') return /Key \(([^)]+)\)/.exec(e.detail ?? '')?.[1] ?? 'unknown';
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return /failed: [\w]+\.(\w+)/.exec(e.message ?? '')?.[1] ?? 'unknown';
  return null;
}

/** Runs a write; a unique-index violation becomes a UniqueConflict naming the column. */
export async function uniqueWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const column = uniqueColumn(err);
    if (column) throw new UniqueConflict(column);
    throw err;
  }
}
