import { STORAGE_KEYS } from '@packdex/shared/constants';

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
export { STORAGE_KEYS };

/** Fired on window after this tab changes a stored key (the `storage` event only reaches other tabs). */
const STORAGE_CHANGE_EVENT = 'packdex:storage';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access can throw when storage is disabled (privacy modes, sandboxed frames).
    return null;
  }
}

/** Reads a key; null when absent or when storage cannot be used. */
export function readStorage(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(STORAGE_CHANGE_EVENT));
}

/** Writes a key; returns false when storage is unavailable or full. */
export function writeStorage(key: StorageKey, value: string): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(key, value);
    notify();
    return true;
  } catch {
    return false;
  }
}

/** Removes keys, ignoring storage failures. */
export function removeStorage(...keys: StorageKey[]): void {
  const s = storage();
  for (const key of keys) {
    try {
      s?.removeItem(key);
    } catch {
      // Nothing more can be done when storage refuses.
    }
  }
  notify();
}

/** Subscribes to changes of stored keys in this tab and in others. */
export function subscribeStorage(callback: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('storage', callback);
  window.addEventListener(STORAGE_CHANGE_EVENT, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(STORAGE_CHANGE_EVENT, callback);
  };
}
