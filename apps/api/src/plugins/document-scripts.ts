import { createHash } from 'node:crypto';
import { STORAGE_KEYS } from '@packdex/shared/constants';

/**
 * The one script written into the document itself: before anything is painted, it marks <html>
 * when this browser has confirmed the visitor's age, so a page the server rendered shows at once to
 * that visitor and stays hidden from any other until the app shows the age gate (apps/web/src/styles.css).
 */
export const AGE_FLAG_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.ageConfirmed,
)})==='true')document.documentElement.classList.add('age-confirmed')}catch(e){}`;

/** The script's hash, which the Content Security Policy allows (no inline script other than it). */
export const AGE_FLAG_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(AGE_FLAG_SCRIPT).digest('base64')}'`;
