import type { InboxStatus } from '@packdex/shared/constants';

/** Where an admin inbox item (a recommendation, a contact message) stands. */
export interface InboxState {
  status: InboxStatus;
  note: string | null;
  handledAt: string | null;
  handledBy: number | null;
}

/** The audit log's verb for an inbox change: marked handled, opened again, or only the note changed. */
export type InboxAction = 'handle' | 'reopen' | 'note';

/** A stored status as the inbox reads it: anything but 'handled' is still new. */
export const inboxStatusOf = (stored: string): InboxStatus => (stored === 'handled' ? 'handled' : 'new');

/**
 * What an admin's update does to an item (docs/product.md#admin): `handled` stamps who and when
 * (kept when it was handled already), `new` clears them; a sent note replaces the stored one, an
 * empty note clears it, no note keeps it. Null when nothing would change, so a repeated update
 * writes nothing and leaves no audit entry.
 */
export function inboxChange(
  current: InboxState,
  input: { status: InboxStatus; note?: string | undefined },
  adminId: number,
  at: string,
): { next: InboxState; action: InboxAction } | null {
  const note = input.note === undefined ? current.note : input.note || null;
  if (input.status === current.status && note === current.note) return null;
  if (input.status === 'new') {
    return {
      next: { status: 'new', note, handledAt: null, handledBy: null },
      action: current.status === 'new' ? 'note' : 'reopen',
    };
  }
  if (current.status === 'handled') return { next: { ...current, note }, action: 'note' };
  return { next: { status: 'handled', note, handledAt: at, handledBy: adminId }, action: 'handle' };
}
