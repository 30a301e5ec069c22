// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@/testing/dom.tsx';
import { InfoTip } from './info-tip.tsx';

const tooltip = () => document.querySelector('[role="tooltip"]');
let cleanup = () => {};
afterEach(() => cleanup());

async function renderTip() {
  const view = await render(<InfoTip tip="Why it is empty.">—</InfoTip>);
  cleanup = view.unmount;
  return view.container.querySelector<HTMLElement>('[tabindex="0"]')!;
}

describe('InfoTip', () => {
  it('shows its explanation on keyboard focus, as the text’s description, until focus leaves', async () => {
    const trigger = await renderTip();
    expect(tooltip()).toBeNull();
    await act(async () => trigger.focus());
    expect(tooltip()?.textContent).toBe('Why it is empty.');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip()?.id);
    await act(async () => trigger.blur());
    expect(tooltip()).toBeNull();
    expect(trigger.hasAttribute('aria-describedby')).toBe(false);
  });

  it('closes with Escape while focus stays on the text', async () => {
    const trigger = await renderTip();
    await act(async () => trigger.focus());
    await act(async () => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(tooltip()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('shows on hover after a short delay and stays while the pointer is over it', async () => {
    const trigger = await renderTip();
    const wrapper = trigger.parentElement!;
    await act(async () => void wrapper.dispatchEvent(new MouseEvent('mouseenter')));
    expect(tooltip()).toBeNull();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(tooltip()?.textContent).toBe('Why it is empty.');
    expect(wrapper.contains(tooltip())).toBe(true); // the pointer can move onto it without leaving
    await act(async () => void wrapper.dispatchEvent(new MouseEvent('mouseleave')));
    expect(tooltip()).toBeNull();
  });
});
