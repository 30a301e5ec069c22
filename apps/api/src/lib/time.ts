import { clock } from './clock.ts';

/** The current time as the application stores it (ISO 8601 text), from the injectable clock. */
export const now = () => clock.now().toISOString();

/** Converts a stored timestamp to ISO 8601 text whichever engine returned it. */
export function toIso(value: string | Date): string;
export function toIso(value: string | Date | null): string | null;
export function toIso(value: string | Date | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
