import { useSyncExternalStore } from 'react';

// The highest view count this browser has shown for each content item. The catalogue's answers are
// cached (the server's page cache, the query cache), so a reload just after a view was counted can
// bring the total from before it: a pack would read 11 views, then 10. What a viewer saw stays the
// floor of what they see next, in this tab and others, across reloads.

const KEY = 'seenViews';
/** The items remembered, the most recently raised kept. */
const KEEP = 200;

let parsed: { raw: string | null; views: Map<number, number> } = { raw: null, views: new Map() };
const listeners = new Set<() => void>();

function read(): Map<number, number> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // No storage (a server render, privacy modes): nothing was seen.
  }
  if (raw === parsed.raw) return parsed.views;
  const views = new Map<number, number>();
  try {
    const entries: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(entries))
      for (const entry of entries)
        if (Array.isArray(entry) && Number.isSafeInteger(entry[0]) && Number.isSafeInteger(entry[1]))
          views.set(entry[0] as number, entry[1] as number);
  } catch {
    // A damaged entry is forgotten.
  }
  parsed = { raw, views };
  return views;
}

/** The highest count this browser has shown for an item, if any. */
export function seenViews(contentId: number): number | undefined {
  return read().get(contentId);
}

/** Remembers a count shown for an item when it is higher than the one remembered. */
export function rememberViews(contentId: number, views: number): void {
  const current = read();
  if ((current.get(contentId) ?? -1) >= views) return;
  const next = new Map(current);
  next.delete(contentId);
  next.set(contentId, views);
  for (const id of next.keys()) {
    if (next.size <= KEEP) break;
    next.delete(id);
  }
  const raw = JSON.stringify([...next]);
  try {
    window.localStorage.setItem(KEY, raw);
    parsed = { raw, views: next };
  } catch {
    // Storage full or disabled: kept for this page only.
    parsed = { raw: parsed.raw, views: next };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * An item's view count, never below one this browser has shown. The server's HTML has no storage:
 * a hydrating page shows the answer's count first, then the remembered one.
 */
export function useSeenViews(contentId: number, views: number): number {
  const seen = useSyncExternalStore(
    subscribe,
    () => seenViews(contentId),
    () => undefined,
  );
  return seen !== undefined && seen > views ? seen : views;
}
