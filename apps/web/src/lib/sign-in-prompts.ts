import { msg } from '@/lib/i18n/i18n.ts';

/** What a visitor is told about likes and comments, verbatim (docs/product.md#roles); shown with t(). */
export const SIGN_IN_PROMPT = msg('Please sign in to leave a comment');

/** Why an unverified account cannot like or comment (the server's 403 text, shown before asking). */
export const VERIFY_PROMPT = msg('Please verify your email to like and comment');
