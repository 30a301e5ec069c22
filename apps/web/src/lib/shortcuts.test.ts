// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { decide, type KeyInput } from './shortcuts.ts';
import { takesTyping } from './typing.ts';

const key = (k: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  typing: false,
  overlayOpen: false,
  ...extra,
});

describe('keyboard shortcuts', () => {
  it('maps each key to its action', () => {
    expect(decide(key('/'), false).action).toEqual({ kind: 'focus-search' });
    expect(decide(key('j'), false).action).toEqual({ kind: 'move', step: 1 });
    expect(decide(key('k'), false).action).toEqual({ kind: 'move', step: -1 });
    expect(decide(key('ArrowRight'), false).action).toEqual({ kind: 'page', step: 1 });
    expect(decide(key('ArrowLeft'), false).action).toEqual({ kind: 'page', step: -1 });
    expect(decide(key('?'), false).action).toEqual({ kind: 'help' });
  });

  it('reads g h and g m as sequences, and h alone as nothing', () => {
    const g = decide(key('g'), false);
    expect(g).toEqual({ action: null, pendingG: true });
    expect(decide(key('h'), true).action).toEqual({ kind: 'go', to: 'home' });
    expect(decide(key('m'), true).action).toEqual({ kind: 'go', to: 'models' });
    expect(decide(key('h'), false).action).toBeNull();
  });

  it('never fires while typing, behind an open dialog, or with a modifier', () => {
    expect(decide(key('/', { typing: true }), false).action).toBeNull();
    expect(decide(key('j', { overlayOpen: true }), false).action).toBeNull();
    expect(decide(key('k', { ctrlKey: true }), false).action).toBeNull();
    expect(decide(key('ArrowRight', { altKey: true }), false).action).toBeNull();
  });

  it('knows which elements take typing', () => {
    const input = document.createElement('input');
    expect(takesTyping(input)).toBe(true);
    input.type = 'checkbox';
    expect(takesTyping(input)).toBe(false);
    expect(takesTyping(document.createElement('textarea'))).toBe(true);
    expect(takesTyping(document.createElement('button'))).toBe(false);
    expect(takesTyping(null)).toBe(false);
  });
});
