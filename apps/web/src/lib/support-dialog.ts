import { createContext, useContext } from 'react';
import type { SupportSubject } from '@packdex/shared/constants';

/** The two tabs of the support center (docs/product.md#support). */
export type SupportTab = 'contact' | 'faq';

export type SupportDialogApi = {
  /** Opens the support center on a tab (Contact Support by default), optionally with a subject chosen. */
  openSupport: (tab?: SupportTab, options?: { subject?: SupportSubject }) => void;
};

/**
 * Provided by the support feature at the app root, so any page (the footer, premium's Contact
 * Support and View FAQ, billing) can open the support center without importing that feature.
 */
export const SupportDialogContext = createContext<SupportDialogApi | null>(null);

const FALLBACK: SupportDialogApi = {
  openSupport: () => console.error('The support center is not mounted (SupportProvider is missing).'),
};

export function useSupportDialog(): SupportDialogApi {
  return useContext(SupportDialogContext) ?? FALLBACK;
}
