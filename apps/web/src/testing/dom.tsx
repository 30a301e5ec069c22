import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// Helpers for component tests that run under `// @vitest-environment happy-dom`: render into
// the document, and act as a person would (type, tick, submit), each step flushed through act().

export async function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  return {
    container,
    unmount: () => {
      void act(() => root.unmount());
      container.remove();
    },
  };
}

/** The control a label names (by its exact text), as a screen reader would find it. */
export function getByLabel<E extends HTMLElement = HTMLInputElement>(container: HTMLElement, text: string): E {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const control = label?.htmlFor ? container.ownerDocument.getElementById(label.htmlFor) : null;
  if (!control) throw new Error(`No control labelled "${text}"`);
  return control as E;
}

/** The text of the elements an element's aria-describedby points to. */
export function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

/** Replaces a text control's value the way typing does, so React sees the change. */
export async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
  });
}

/** Picks an option of a native select. */
export async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export async function click(element: HTMLElement) {
  await act(async () => element.click());
}

/** A task's wait: react-hook-form validates a submit asynchronously, and act() only flushes renders. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.requestSubmit();
    await settle();
  });
}
