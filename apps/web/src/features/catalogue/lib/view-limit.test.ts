import { describe, expect, it } from 'vitest';
import { isBlocked } from './view-limit.ts';

describe('isBlocked', () => {
  it('lets the first three distinct items through', () => {
    expect(isBlocked([], 'a')).toBe(false);
    expect(isBlocked(['a', 'b'], 'c')).toBe(false);
  });

  it('blocks a fourth new item but keeps the seen ones open', () => {
    expect(isBlocked(['a', 'b', 'c'], 'd')).toBe(true);
    expect(isBlocked(['a', 'b', 'c'], 'b')).toBe(false);
  });

  it('counts an item known both to this browser and to the server once', () => {
    expect(isBlocked(['a', 'b', 'a', 'b'], 'c')).toBe(false);
    expect(isBlocked(['a', 'b', 'c', 'a'], 'd')).toBe(true);
  });
});
