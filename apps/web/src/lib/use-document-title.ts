import { useEffect } from 'react';
import { runtimeConfig } from '@/config/runtime.ts';

/** Sets the tab title to "<title> · <site>", or just the site name for null. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${runtimeConfig.siteName}` : runtimeConfig.siteName;
  }, [title]);
}
