import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog loaded on demand mounts then and stays
 * mounted, so its closing animation and any alert it shows after closing still render.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's documented pattern) avoids an extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
