import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter, routerReady } from './app/router.tsx';
import { openFirstAnswers } from './lib/first-answers.ts';
import { trackFocus } from './lib/focus-return.ts';
import { activateLanguage } from './lib/i18n/i18n.ts';
import { pickLanguage } from './lib/i18n/language.ts';
import { readSession } from './lib/session.ts';
import { STORAGE_KEYS, readStorage } from './lib/storage.ts';
import './styles.css';

trackFocus();

/** How long the first render waits for the first page's code before it shows the loading placeholder. */
const FIRST_PAGE_WAIT_MS = 3000;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The first render is already in the visitor's language (its catalogues load first; English has
// none) and has the page's data when the server put it into the document (lib/first-answers.ts).
const language = pickLanguage({
  profile: readSession().user?.language,
  stored: readStorage(STORAGE_KEYS.locale),
  preferred: navigator.languages,
});
// The router is made once the language is active (a lazy route's loader loads its texts in the
// active language) and starts loading the first page's code; the first render waits for that code,
// up to a few seconds, so the page renders once instead of a loading placeholder first.
const routerWithPage = activateLanguage(language)
  .catch(() => activateLanguage('en'))
  .then(async () => {
    const router = createAppRouter();
    await routerReady(router, FIRST_PAGE_WAIT_MS);
    return router;
  });
void Promise.all([routerWithPage, openFirstAnswers()]).then(([router]) => {
  // The app shell in index.html (the header, painted while the code loads) goes in the same task
  // as the first render, so the page is never seen empty; rendered over, Preact would try to reuse
  // its nodes one by one.
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
