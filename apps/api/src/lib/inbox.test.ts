import { describe, expect, it } from 'vitest';
import { inboxChange, type InboxState } from './inbox.ts';

const AT = '2026-12-07T10:00:00.000Z';
const EARLIER = '2026-12-01T09:00:00.000Z';
const fresh: InboxState = { status: 'new', note: null, handledAt: null, handledBy: null };
const handled: InboxState = { status: 'handled', note: 'Done', handledAt: EARLIER, handledBy: 7 };

describe('an inbox item’s change', () => {
  it('stamps the admin and the time when an item is handled', () => {
    expect(inboxChange(fresh, { status: 'handled', note: 'Replied' }, 3, AT)).toEqual({
      next: { status: 'handled', note: 'Replied', handledAt: AT, handledBy: 3 },
      action: 'handle',
    });
  });

  it('keeps who handled it and when when only the note changes, and keeps the note when none is sent', () => {
    expect(inboxChange(handled, { status: 'handled', note: 'Done twice' }, 3, AT)).toEqual({
      next: { ...handled, note: 'Done twice' },
      action: 'note',
    });
    expect(inboxChange(fresh, { status: 'new', note: 'Looking into it' }, 3, AT)?.action).toBe('note');
    expect(inboxChange(handled, { status: 'new' }, 3, AT)).toEqual({
      next: { status: 'new', note: 'Done', handledAt: null, handledBy: null },
      action: 'reopen',
    });
  });

  it('clears the note with an empty one, and changes nothing when nothing differs', () => {
    expect(inboxChange(handled, { status: 'handled', note: '' }, 3, AT)?.next.note).toBeNull();
    expect(inboxChange(handled, { status: 'handled' }, 3, AT)).toBeNull();
    expect(inboxChange(handled, { status: 'handled', note: 'Done' }, 3, AT)).toBeNull();
    expect(inboxChange(fresh, { status: 'new', note: '' }, 3, AT)).toBeNull();
  });
});
