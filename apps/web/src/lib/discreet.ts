import { DISCREET_TAB } from '@packdex/shared/constants';
import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, subscribeStorage, writeStorage } from './storage.ts';

/*
 * Discreet mode (issue 39): pictures blurred until hovered or focused (styles.css, `[data-discreet]`),
 * and a tab whose title and icon say nothing of the site. Remembered in this browser; the document's
 * inline script (apps/api/src/plugins/document-scripts.ts) applies it before the first paint, and this
 * module keeps it applied as the app runs and when it is switched.
 */

const isDiscreet = (): boolean => readStorage(STORAGE_KEYS.discreet) === 'true';
const SITE_ICON = '/favicon.svg';
let pageTitle: string | null = null;

/** Marks <html> and gives the tab the page's title and the site's icon, or discreet mode's. */
function apply(): void {
  const on = isDiscreet();
  const root = document.documentElement;
  if (on) root.dataset.discreet = '';
  else delete root.dataset.discreet;
  document.querySelector('link[rel=icon]')?.setAttribute('href', on ? DISCREET_TAB.icon : SITE_ICON);
  document.title = on ? DISCREET_TAB.title : (pageTitle ?? document.title);
}

/** Names the tab after the page, unless discreet mode hides it (use-document-title.ts). */
export function setTabTitle(title: string): void {
  pageTitle = title;
  apply();
}

/** Discreet mode's state and its switch; a change in another tab reaches this one too. */
export function useDiscreet(): [on: boolean, set: (on: boolean) => void] {
  const on = useSyncExternalStore(
    (changed) =>
      subscribeStorage(() => {
        apply();
        changed();
      }),
    isDiscreet,
    () => false,
  );
  return [on, (next) => writeStorage(STORAGE_KEYS.discreet, String(next))];
}
