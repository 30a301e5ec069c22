import { openAnswer, queryPath } from './api-client.ts';
import type { QueryValue } from './api-client.ts';
import { renderScope } from './render-scope.ts';
import { STORAGE_KEYS, readStorage } from './storage.ts';

/**
 * The server puts into a public page's document the API answers its first render asks for, as a
 * visitor who is not signed in gets them (apps/api/src/plugins/first-answers.ts). They are opened
 * before the first render and handed to the queries as initial data, so the page renders once,
 * with its content, instead of a skeleton and a second render after its own requests.
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'packdex-first-answers';

/** How long after the page loaded its answers may stand in for a request. */
export const FIRST_ANSWERS_TTL_MS = 10_000;

let answers = new Map<string, unknown>();
let openedAt = 0;

/**
 * Reads and opens (decrypts) the answers in the document. An answer that cannot be opened is
 * dropped, and its query fetches as it always did.
 */
export async function openFirstAnswers(doc: Document = document, now: () => number = Date.now): Promise<void> {
  answers = new Map();
  const element = doc.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return;
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent);
  } catch (error) {
    console.error('The first answers in the page are not valid JSON; the page asks for its data.', error);
    return;
  }
  if (typeof raw !== 'object' || raw === null) return;
  const opened = await Promise.all(
    Object.entries(raw).map(async ([path, body]): Promise<[string, unknown] | null> => {
      let failed = false;
      const value = await openAnswer(path, body, (error) => {
        failed = true;
        console.error(`Could not decrypt the first answer of GET ${path}`, error);
      });
      return failed ? null : [path, value];
    }),
  );
  answers = new Map(opened.filter((entry) => entry !== null));
  openedAt = now();
}

/**
 * The page's answer to GET `path` with `params`, for a query's initial data; undefined when the
 * page has none, when it is older than FIRST_ANSWERS_TTL_MS, or when someone is signed in (the
 * answers are a signed-out visitor's: links, likes and follows differ per account).
 */
export function firstAnswer<T>(
  path: string,
  params?: Record<string, QueryValue>,
  now: () => number = Date.now,
): T | undefined {
  // On the server, the render's own answers (the same ones its document carries for the browser).
  const scope = renderScope();
  if (scope) return scope.answers.get(queryPath(path, params)) as T | undefined;
  if (answers.size === 0) return undefined;
  if (now() - openedAt > FIRST_ANSWERS_TTL_MS || readStorage(STORAGE_KEYS.token)) {
    answers.clear();
    return undefined;
  }
  return answers.get(queryPath(path, params)) as T | undefined;
}
