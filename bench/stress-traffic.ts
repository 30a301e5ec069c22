// The stress run's traffic (bench/stress.ts): which kinds of request, in what shares, and the
// request a connection sends next.

export type Op = 'list' | 'detail' | 'search' | 'models' | 'comments' | 'view' | 'like' | 'comment' | 'login';

/** Each kind of request and its weight in the mix. */
export const MIX: [Op, number][] = [
  ['list', 22],
  ['detail', 18],
  ['search', 14],
  ['models', 10],
  ['comments', 6],
  ['view', 12],
  ['like', 10],
  ['comment', 6],
  ['login', 2],
];
const pick = (): Op => {
  let r = Math.random() * MIX.reduce((s, [, w]) => s + w, 0);
  for (const [op, w] of MIX) if ((r -= w) < 0) return op;
  return 'list';
};
const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const WORDS = ['sun', 'golden', 'night', 'aria', 'studio', 'beach', 'city', 've', 'mo', 'summer'];

/** The password every stress user signs in with. */
export const STRESS_PASSWORD = 'stress-pass-1';

/** A request sent and not yet answered: its kind, who sent it, on what, and when it was built. */
export interface Sent {
  op: Op;
  userId: number;
  contentId: number;
  at: number;
}

export interface Traffic {
  sessions: readonly { id: number; email: string; token: string }[];
  contentIds: readonly number[];
  modelSlugs: readonly string[];
  listLimit: number;
  /** Lists ask for any page from 1 to this (the surge); without it, pages 1 to 5. */
  deepestPage?: number | undefined;
}

/**
 * The `n`th request of the run: a kind drawn from the mix, a user and an item drawn at random, sent
 * from its own client address behind the proxy.
 */
export function nextRequest(n: number, traffic: Traffic) {
  const op = pick();
  const user = any(traffic.sessions);
  const contentId = any(traffic.contentIds);
  const sent: Sent = { op, userId: user.id, contentId, at: performance.now() };
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    'x-age-confirmed': 'true',
    'content-type': 'application/json',
  };
  const as = { ...headers, authorization: `Bearer ${user.token}` };
  const get = (path: string, h = headers) => ({ sent, method: 'GET' as const, path, headers: h, body: undefined });
  const post = (path: string, body: unknown) => ({
    sent,
    method: 'POST' as const,
    path,
    headers: op === 'login' ? headers : as,
    body: JSON.stringify(body),
  });
  switch (op) {
    case 'list': {
      // The surge asks for any page a visitor or a crawler may reach, off the page cache.
      const page = traffic.deepestPage ? 1 + Math.floor(Math.random() * traffic.deepestPage) : 1 + (n % 5);
      return get(`/api/content?page=${page}&limit=${traffic.listLimit}`);
    }
    case 'detail':
      return get(`/api/content/${contentId}`, as);
    case 'search':
      return get(`/api/search/suggestions?q=${any(WORDS)}`);
    case 'models':
      return get(`/api/models/${any(traffic.modelSlugs)}`);
    case 'comments':
      return get(`/api/comments?contentId=${contentId}`);
    case 'view':
      return post(`/api/content/${contentId}/view`, {});
    case 'like':
      return post('/api/likes/toggle', { contentId });
    case 'comment':
      return post('/api/comments', { contentId, text: `Stress comment ${n}` });
    case 'login':
      return post('/api/auth/login', { email: user.email, password: STRESS_PASSWORD });
  }
}
