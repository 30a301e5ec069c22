import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useOpenedOnce } from './use-opened-once.ts';

/**
 * For a menu whose code loads on demand: until the first open, the page shows a plain button that
 * looks like its trigger. Pointing at or focusing it starts the download; a click, Enter, Space or
 * ArrowDown opens the menu, which then mounts in its place (already open) and stays mounted.
 */
export function useDeferredOpen(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const placeholderProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => setOpen(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setOpen(true);
    },
  };
  return { open, setOpen, mounted, placeholderProps };
}
