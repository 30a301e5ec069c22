/**
 * Gives focus back to the control that opened a dialog when it closes (WCAG 2.4.3). Radix does this
 * only for its own Trigger; ours open dialogs from buttons elsewhere, from menu items that are gone
 * by the time the dialog closes, and from lazily loaded code. So the app keeps a short history of
 * focused elements, and a closing dialog focuses the newest one that is still on the page and
 * outside any dialog.
 */
const HISTORY = 12;
const history: HTMLElement[] = [];

/** Started once at boot (main.tsx): remembers what had focus, newest last. */
export function trackFocus(doc: Document = document): void {
  doc.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === doc.body) return;
    const at = history.indexOf(target);
    if (at !== -1) history.splice(at, 1);
    history.push(target);
    if (history.length > HISTORY) history.shift();
  });
}

function returnTarget(candidates: HTMLElement[], closing: Node | null): HTMLElement | null {
  for (let i = candidates.length - 1; i >= 0; i -= 1) {
    const el = candidates[i]!;
    // Still on the page (a menu item that opened the dialog is gone by now), and not inside the
    // dialog that is closing; a field of another dialog below it is a fine place to go back to.
    if (el.isConnected && !closing?.contains(el)) return el;
  }
  return null;
}

/**
 * Handlers for a Radix dialog's content: call at open (before focus moves in), spread on Content.
 * `fallback` names the opener when the caller knows it (a ref to a button outside the dialog).
 */
export function focusReturnHandlers(fallback?: () => HTMLElement | null | undefined) {
  let before: HTMLElement[] = [];
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      before = [...history];
      if (active instanceof HTMLElement && active !== document.body) before.push(active);
    },
    onCloseAutoFocus: (event: Event) => {
      const closing = event.target instanceof Node ? event.target : null;
      // A dialog whose field takes focus itself (autoFocus) never gets the open event: then the
      // history as it is now serves, minus what lies inside the closing dialog.
      const target = fallback?.() ?? returnTarget(before.length ? before : [...history], closing);
      before = [];
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
