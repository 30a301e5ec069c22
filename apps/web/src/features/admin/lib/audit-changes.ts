/** One field of an audited record that a change touched. */
type FieldChange = { field: string; before: string; after: string };

const SKIPPED = new Set(['id', 'views', 'createdAt', 'contents', 'followers', 'isFollowing', 'birthPlace']);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(show).join(', ') : '—';
  if (typeof value === 'object') {
    const named = value as { name?: unknown; title?: unknown };
    if (typeof named.name === 'string') return named.name;
    if (typeof named.title === 'string') return named.title;
    return JSON.stringify(value);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The fields that differ between an audit entry's before and after (all of after for a creation, all
 * of before for a deletion), as text; counters and derived fields are left out.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const a = asRecord(before);
  const b = asRecord(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((f) => !SKIPPED.has(f));
  return fields
    .map((field) => ({ field, before: show(a[field]), after: show(b[field]) }))
    .filter((c) => c.before !== c.after);
}
