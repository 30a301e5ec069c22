import { createHash } from 'node:crypto';
import { DISCREET_TAB, STORAGE_KEYS } from '@packdex/shared/constants';

/**
 * The one script written into the document itself: before anything is painted, it marks <html>
 * when this browser has confirmed the visitor's age, so a page the server rendered shows at once to
 * that visitor and stays hidden from any other until the app shows the age gate (apps/web/src/styles.css);
 * and in discreet mode it marks <html> too (pictures blurred from the first paint) and gives the tab
 * a neutral title and icon (apps/web/src/lib/discreet.ts does the same once the app runs).
 */
export const AGE_FLAG_SCRIPT = `try{const s=localStorage,d=document,h=d.documentElement;if(s.getItem(${JSON.stringify(
  STORAGE_KEYS.ageConfirmed,
)})==='true')h.classList.add('age-confirmed');if(s.getItem(${JSON.stringify(STORAGE_KEYS.discreet)})==='true'){h.dataset.discreet='';d.title=${JSON.stringify(
  DISCREET_TAB.title,
)};const i=d.querySelector('link[rel=icon]');if(i)i.href=${JSON.stringify(DISCREET_TAB.icon)}}}catch(e){}`;

/** Where a server-rendered document lists the app's code for APP_SCRIPTS_LOADER (deferAppScripts). */
export const APP_SCRIPTS_ELEMENT_ID = 'packdex-app-scripts';

/**
 * Starts the app's code once the server-rendered page has loaded (its stylesheet and its first
 * pictures, not the lazy ones below the fold) and its first contentful paint is on the screen (the
 * Paint Timing entry; where a browser has none, the load alone), or 3 s after it was parsed if a
 * picture is slow: the page reads without the code (its links are links), so what the visitor sees
 * has the connection and the main thread first, and the code attaches to the page after
 * (apps/web/src/main.tsx). The load alone was not enough: on a fast connection it came before the
 * first paint reached the screen, the code started first, and Lighthouse counted the code's download
 * and first work as holding the first paint back (a model page's FCP 0.8 → 1.5 s, LCP 1.1 → 2.5 s, in
 * one run of three).
 */
export const APP_SCRIPTS_LOADER = `(()=>{let go=()=>{go=()=>{};requestAnimationFrame(()=>setTimeout(()=>{const l=JSON.parse(document.getElementById(${JSON.stringify(
  APP_SCRIPTS_ELEMENT_ID,
)}).textContent);for(const h of l.preload){const e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=h;document.head.append(e)}for(const s of l.run){const e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=s;document.head.append(e)}}))};let wait=2;const ready=()=>{if(--wait===0)go()};const P=typeof PerformanceObserver==='function'?PerformanceObserver:null;if(P&&(P.supportedEntryTypes||[]).includes('paint'))new P((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();ready()}}).observe({type:'paint',buffered:true});else ready();addEventListener('load',()=>ready());addEventListener('DOMContentLoaded',()=>setTimeout(()=>go(),3000))})()`;

/** The hashes of the document's inline scripts, which the Content Security Policy allows (and no other inline script). */
export const INLINE_SCRIPT_SOURCES = [AGE_FLAG_SCRIPT, APP_SCRIPTS_LOADER].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * A server-rendered document with its module scripts and module preloads taken out of the markup
 * and listed for APP_SCRIPTS_LOADER instead, which starts them once the page has been painted.
 * The addresses come from the web build and the server's own preloads, never from a request.
 */
export function deferAppScripts(html: string): string {
  const run = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]!);
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  if (run.length === 0) return html;
  const list = JSON.stringify({ run, preload }).replace(/</g, '\\u003c');
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      () =>
        `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${list}</script><script>${APP_SCRIPTS_LOADER}</script></head>`,
    );
}
