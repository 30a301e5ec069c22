import { vi } from 'vitest';

/** One call the app made, held until the test answers it. */
export type HeldCall = {
  method: string;
  /** The path under the API base, with its query ('/likes/toggle', '/comments?contentId=1&limit=50'). */
  path: string;
  body: unknown;
  answer: (status: number, body: unknown) => void;
};

/**
 * Stands in for the API at the network boundary (fetch): every call waits until the test answers
 * it, so a test can look at the page while a call is under way. Answers are JSON.
 */
export function holdApi() {
  const calls: HeldCall[] = [];
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://packdex.test');
    return new Promise<Response>((resolve) => {
      calls.push({
        method: init?.method ?? 'GET',
        path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        answer: (status, body) =>
          resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
      });
    });
  });
  return {
    calls,
    /** The first unanswered call to `method path`. */
    call(method: string, path: string): HeldCall {
      const found = calls.find((c) => c.method === method && c.path === path);
      if (!found)
        throw new Error(
          `No ${method} ${path} was made (made: ${calls.map((c) => `${c.method} ${c.path}`).join(', ')})`,
        );
      calls.splice(calls.indexOf(found), 1);
      return found;
    },
  };
}
