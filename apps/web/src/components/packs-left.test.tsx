// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PacksLeft } from './packs-left.tsx';

afterEach(cleanup);

const counter = () => screen.getByTestId('packs-left');
const dots = () => [...counter().querySelectorAll('[aria-hidden="true"] > span')];
const filled = () => dots().filter((d) => d.className.includes('bg-current'));

describe('the packs-left counter', () => {
  it('reads "N of 3 packs left" from the server’s count, with a filled dot per pack still to open', () => {
    const { rerender } = render(<PacksLeft allowance={{ limit: 3, remaining: 3, opened: [] }} />);
    expect(counter().textContent).toBe('3 of 3 packs left');
    expect(dots()).toHaveLength(3);
    expect(filled()).toHaveLength(3);

    rerender(<PacksLeft allowance={{ limit: 3, remaining: 1, opened: ['a', 'b'] }} />);
    expect(counter().textContent).toBe('1 of 3 packs left');
    expect(filled()).toHaveLength(1);
    expect(counter().className).toContain('text-warning');
  });

  it('turns to the danger colour at 0, the dots only for the eye', () => {
    render(<PacksLeft allowance={{ limit: 3, remaining: 0, opened: ['a', 'b', 'c'] }} />);
    expect(counter().textContent).toBe('0 of 3 packs left');
    expect(filled()).toHaveLength(0);
    expect(counter().className).toContain('text-danger');
  });
});
