import type { Location } from 'react-router';

/**
 * The key a page's scroll position is kept under (`<ScrollRestoration getKey>`). React Router's own is
 * the history entry's key, and a document's first entry is always "default": a visitor who scrolled
 * down the home page and then loaded another page afresh in the same tab (by its address, or a link
 * followed before the app had attached) was put at the home page's position. A first entry is known by
 * its address instead, so a reload still comes back to where it was.
 */
export const scrollKey = (location: Pick<Location, 'key' | 'pathname' | 'search'>): string =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
