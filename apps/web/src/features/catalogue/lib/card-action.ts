import { createContext, type ReactNode } from 'react';
import type { Content } from '@packdex/shared/schemas';

/**
 * What the app adds to every content card, over its picture (the account's Save button): given by
 * `src/app`, since the catalogue never imports another feature. None when nothing provides it.
 */
export const CardActionContext = createContext<((content: Content) => ReactNode) | null>(null);
