import { useEffect } from 'react';
import { runtimeConfig } from '@/config/runtime.ts';
import { setTabTitle } from './discreet.ts';

/** Sets the tab title to "<title> · <site>", or just the site name for null (discreet mode: its neutral title). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    setTabTitle(title ? `${title} · ${runtimeConfig.siteName}` : runtimeConfig.siteName);
  }, [title]);
}
