import { describe, expect, it } from 'vitest';
import { unreadBadge } from './unread.ts';

describe('unreadBadge', () => {
  it('shows nothing without unread notifications, the count up to 9, then 9+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
    expect(unreadBadge(250)).toBe('9+');
  });
});
