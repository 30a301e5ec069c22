import { useState } from 'react';

/**
 * The text of a search box whose search in effect lives in the URL.
 *
 * The URL's search shows in the box when it changes from outside (back, forward, a link). A search
 * the box sent itself does not: the URL catches up a render or more later (the router's navigations
 * are transitions), and by then the user may have typed on — that text is theirs, not the URL's.
 * `sent` records a search as the box's own; call it with what is passed on.
 */
export function useSearchText(value: string) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  // The searches sent and not yet seen back in `value`, oldest first.
  const [pending, setPending] = useState<readonly string[]>([]);
  if (value !== synced) {
    setSynced(value);
    const ours = pending.indexOf(value);
    if (ours === -1) setText(value);
    setPending(ours === -1 ? [] : pending.slice(ours + 1));
  }
  const sent = (search: string) => setPending((queue) => [...queue, search]);
  return { text, setText, sent };
}
