// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InfoTip } from './info-tip.tsx';

afterEach(cleanup);

function renderTip() {
  render(<InfoTip tip="Why it is empty.">—</InfoTip>);
  return screen.getByText('—');
}

describe('InfoTip', () => {
  it('shows its explanation on keyboard focus, as the text’s description, until focus leaves', async () => {
    const user = userEvent.setup();
    const trigger = renderTip();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    expect(screen.getByRole('tooltip').textContent).toBe('Why it is empty.');
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger.hasAttribute('aria-describedby')).toBe(false);
  });

  it('closes with Escape while focus stays on the text', async () => {
    const user = userEvent.setup();
    const trigger = renderTip();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('shows on hover after a short delay and stays while the pointer is over it', async () => {
    const user = userEvent.setup();
    const trigger = renderTip();
    await user.hover(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe('Why it is empty.');
    // The pointer can move onto the explanation without it closing (user-event under happy-dom
    // sends no relatedTarget, from which React derives enter and leave: the move is written out).
    const tip = screen.getByRole('tooltip');
    fireEvent.mouseOut(trigger, { relatedTarget: tip });
    fireEvent.mouseOver(tip, { relatedTarget: trigger });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    await user.unhover(screen.getByRole('tooltip'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
