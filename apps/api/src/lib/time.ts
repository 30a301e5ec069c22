/** The current time as the application stores it (ISO 8601 text). */
export const now = () => new Date().toISOString();

/** Converts a stored timestamp to ISO 8601 text whichever engine returned it. */
export function toIso(value: string | Date): string;
export function toIso(value: string | Date | null): string | null;
export function toIso(value: string | Date | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
