import { msg } from '@/lib/i18n/i18n.ts';
/**
 * Site-wide keyboard shortcuts (docs/product.md#keyboard-shortcuts). Pure decisions live here so
 * they can be tested without a browser; `app/layout/shortcuts-runtime.ts` carries them out, loaded on the
 * first key press (`use-shortcuts.ts`) so none of it weighs on the first page.
 */

type ShortcutAction =
  | { kind: 'focus-search' }
  | { kind: 'go'; to: 'home' | 'models' }
  | { kind: 'move'; step: 1 | -1 }
  | { kind: 'page'; step: 1 | -1 }
  | { kind: 'help' };

/** What the shortcuts dialog lists, in this order (descriptions marked with msg(), shown with t()). */
export const SHORTCUTS: { keys: string[]; description: string }[] = [
  { keys: ['/'], description: msg('Focus the search') },
  { keys: ['g', 'h'], description: msg('Go to the home page') },
  { keys: ['g', 'm'], description: msg('Go to the models') },
  { keys: ['j'], description: msg('Next item in a grid') },
  { keys: ['k'], description: msg('Previous item in a grid') },
  { keys: ['Enter'], description: msg('Open the selected item') },
  { keys: ['←'], description: msg('Previous page') },
  { keys: ['→'], description: msg('Next page') },
  { keys: ['?'], description: msg('Show these shortcuts') },
];

/** How long after `g` the second key still counts. */
export const SEQUENCE_MS = 1000;

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Whether focus is in something that takes typing (input, textarea, select, contenteditable). */
  typing: boolean;
  /** Whether a dialog or menu is open: shortcuts never reach behind it. */
  overlayOpen: boolean;
}

/**
 * The action for one key press, given whether `g` was pressed just before. Returns `pendingG`
 * true when this key starts a `g` sequence.
 */
export function decide(input: KeyInput, gPending: boolean): { action: ShortcutAction | null; pendingG: boolean } {
  const none = { action: null, pendingG: false };
  if (input.ctrlKey || input.metaKey || input.altKey || input.typing || input.overlayOpen) return none;
  if (gPending) {
    if (input.key === 'h') return { action: { kind: 'go', to: 'home' }, pendingG: false };
    if (input.key === 'm') return { action: { kind: 'go', to: 'models' }, pendingG: false };
  }
  switch (input.key) {
    case '/':
      return { action: { kind: 'focus-search' }, pendingG: false };
    case 'g':
      return { action: null, pendingG: true };
    case 'j':
      return { action: { kind: 'move', step: 1 }, pendingG: false };
    case 'k':
      return { action: { kind: 'move', step: -1 }, pendingG: false };
    case 'ArrowRight':
      return { action: { kind: 'page', step: 1 }, pendingG: false };
    case 'ArrowLeft':
      return { action: { kind: 'page', step: -1 }, pendingG: false };
    case '?':
      return { action: { kind: 'help' }, pendingG: false };
    default:
      return none;
  }
}
