import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter, routerReady } from './app/router.tsx';
import { openFirstAnswers } from './lib/first-answers.ts';
import { trackFocus } from './lib/focus-return.ts';
import { activateLanguage } from './lib/i18n/i18n.ts';
import { writeLanguageCookie } from './lib/i18n/language-cookie.ts';
import { LANGUAGE_COOKIE, pickLanguage, urlLanguage } from '@packdex/shared/language';
import { beginHydration } from './lib/render-scope.ts';
import { readSession } from './lib/session.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import { STORAGE_KEYS, readStorage, writeStorage } from './lib/storage.ts';
import { serverRendered, type ServerRendered } from './lib/server-rendered.ts';
import './styles.css';
import 'virtual:glyphs.css';

trackFocus();

/** How long the first render waits for the first page's code before it shows the loading placeholder. */
const FIRST_PAGE_WAIT_MS = 3000;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The first render is already in the visitor's language (its catalogues load first; English has
// none) and has the page's data when the server put it into the document (lib/first-answers.ts).
const session = readSession();
const stored = readStorage(STORAGE_KEYS.locale);
// An address in a language (`?lang=de`, a search result or a shared link) shows that language, and
// it stays the visitor's choice while they browse on, as the footer's would (ADR 0024).
const fromAddress = urlLanguage(window.location.search);
const language = pickLanguage({
  url: fromAddress,
  profile: session.user?.language,
  stored,
  preferred: navigator.languages,
});
if (fromAddress && fromAddress !== stored) {
  writeStorage(STORAGE_KEYS.locale, fromAddress);
  writeLanguageCookie(fromAddress);
} else if (stored && !document.cookie.includes(LANGUAGE_COOKIE)) {
  // A choice stored before the cookie existed reaches the server from the next page on.
  writeLanguageCookie(stored);
}

// The server renders a public page for a visitor who is not signed in and has confirmed their age,
// in the language it guessed (lib/server-rendered.ts). The app attaches to that HTML when this
// visitor is that visitor; anyone else gets the app rendered afresh in place of it.
const rendered: ServerRendered | null = serverRendered(container);
const hydrate =
  rendered !== null &&
  rendered.language === language &&
  session.token === null &&
  readStorage(STORAGE_KEYS.ageConfirmed) === 'true';

// The router is made once the language is active (a lazy route's loader loads its texts in the
// active language) and starts loading the first page's code; the first render waits for that code,
// so the page renders once instead of a loading placeholder first (when attaching to the server's
// HTML, as long as it takes: that render must be the server's).
//
// Each step runs in a task of its own (yieldToMain): the modules' evaluation, the router's making
// and the answers' opening each take a phone tens of milliseconds on a first visit, and in one task
// together they were the longest task after the first paint (docs/web-performance.md).
const routerMade = activateLanguage(language)
  .catch(() => activateLanguage('en'))
  .then(yieldToMain)
  .then(createAppRouter);
const routerWithPage = routerMade.then(async (router) => {
  await routerReady(router, hydrate ? null : FIRST_PAGE_WAIT_MS);
  return router;
});
const answersOpened = routerMade.then(yieldToMain).then(() => openFirstAnswers());
void Promise.all([routerWithPage, answersOpened]).then(([router]) => {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The first render is a transition: React works in slices and the page stays responsive while
  // it renders or attaches, instead of one long task (the main thread's Total Blocking Time).
  if (hydrate && rendered) {
    beginHydration(rendered.renderedAt);
    startTransition(() => {
      hydrateRoot(container, app, {
        // A difference between the server's HTML and this render: React renders the part afresh.
        onRecoverableError(error) {
          console.error('The page was rendered again in the browser: it differed from the server’s.', error);
        },
      });
    });
    return;
  }
  // Anyone else: the server's HTML, or the app shell in index.html (the header, painted while the
  // code loads), stays until React puts the app in its place, in the commit of the first render.
  const root = createRoot(container);
  startTransition(() => root.render(app));
});
