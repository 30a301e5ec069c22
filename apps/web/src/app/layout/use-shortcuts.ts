import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { takesTyping } from '@/lib/typing.ts';

/** Something a shortcut did, for the screen-reader announcement. */
type Announcement = { text: string; at: number };

/** Keys that can start or be a shortcut (lib/shortcuts.ts); anything else is never looked at. */
const KEYS = new Set(['/', '?', 'g', 'h', 'm', 'j', 'k', 'ArrowLeft', 'ArrowRight']);
const SEARCH = '[data-shortcut="search"]';
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]:not([hidden])';

const loadRuntime = () => import('./shortcuts-runtime.ts');

/**
 * Listens for the site's keyboard shortcuts. Only this filter is on the first page; what the keys
 * do loads with the first key press that could be one. Returns what to announce, and whether the
 * shortcuts dialog is open.
 */
export function useShortcuts() {
  const navigate = useNavigate();
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!KEYS.has(event.key)) return;
      const typing = takesTyping(document.activeElement);
      const overlayOpen = document.querySelector(OVERLAY) !== null;
      if (typing || overlayOpen) return;
      if (event.key.startsWith('Arrow')) {
        // Arrows page through a list only where there is a page to go to; elsewhere they scroll.
        const which = event.key === 'ArrowRight' ? 'next' : 'prev';
        if (!document.querySelector(`main a[data-page-link="${which}"]`)) return;
        event.preventDefault();
      }
      // Firefox's quick find must not open as well.
      if (event.key === '/' || event.key === '?') event.preventDefault();
      // The search box takes focus now, not when the runtime has loaded: what is typed right after
      // `/` belongs in it, not to the shortcuts (j, k, g …).
      if (event.key === '/') document.querySelector<HTMLElement>(SEARCH)?.focus();
      const press = { key: event.key, at: Date.now(), typing, overlayOpen };
      void loadRuntime().then(({ runShortcut }) =>
        runShortcut(press, {
          navigate,
          say: (text) => setAnnouncement({ text, at: Date.now() }),
          openHelp: () => setHelpOpen(true),
        }),
      );
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);

  return { announcement, helpOpen, setHelpOpen };
}
