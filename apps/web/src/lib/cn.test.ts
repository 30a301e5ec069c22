import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('keeps a theme font size beside a text colour', () => {
    expect(cn('text-title font-semibold text-fg')).toBe('text-title font-semibold text-fg');
  });

  it('lets a later class of the same kind win', () => {
    expect(cn('text-sm', 'text-caption')).toBe('text-caption');
    expect(cn('rounded-card', 'rounded-none')).toBe('rounded-none');
    expect(cn('bg-surface', false, 'bg-accent')).toBe('bg-accent');
  });
});
