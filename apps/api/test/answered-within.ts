import { expect } from 'vitest';

/**
 * The answer to a request, which must come within `ms` although the work it started (a mail held
 * back by the test) has not finished: work done after the answer never holds the answer up.
 */
export async function answeredWithin<T>(answer: Promise<T>, ms = 3000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<'stalled'>((resolve) => {
    timer = setTimeout(() => resolve('stalled'), ms);
  });
  const first = await Promise.race([answer, stalled]).finally(() => clearTimeout(timer));
  expect(first, `no answer within ${ms} ms`).not.toBe('stalled');
  return first as T;
}
