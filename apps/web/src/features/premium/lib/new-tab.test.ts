import { describe, expect, it, vi } from 'vitest';
import { openPendingTab } from './new-tab.ts';

function fakeWindow(blocked: boolean) {
  const tab = { opener: {} as unknown, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
  const win = { open: vi.fn(() => (blocked ? null : tab)), location: { assign: vi.fn() } };
  return { tab, win, pending: openPendingTab(win as unknown as Window) };
}

describe('openPendingTab', () => {
  it('opens a blank tab at once, without an opener, and sends it to the URL later', () => {
    const { tab, win, pending } = fakeWindow(false);
    expect(win.open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    pending.go('https://checkout.example/x');
    expect(tab.location.href).toBe('https://checkout.example/x');
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('uses this tab when the browser blocked the new one, and closes the tab on cancel', () => {
    const blocked = fakeWindow(true);
    blocked.pending.go('https://checkout.example/y');
    expect(blocked.win.location.assign).toHaveBeenCalledWith('https://checkout.example/y');
    const open = fakeWindow(false);
    open.pending.cancel();
    expect(open.tab.close).toHaveBeenCalled();
  });
});
