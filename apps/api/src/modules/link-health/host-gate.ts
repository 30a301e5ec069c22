/**
 * Politeness towards one host within a round: at most `concurrency` requests open at once and at
 * most `rate` started per second (starts spaced 1000/rate ms apart).
 */
export function hostGate(concurrency: number, rate: number) {
  const spacing = 1000 / rate;
  let open = 0;
  let nextStart = 0;
  const waiting: (() => void)[] = [];

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function slot(): Promise<void> {
    if (open >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else open += 1;
    const now = performance.now();
    const start = Math.max(now, nextStart);
    nextStart = start + spacing;
    if (start > now) await sleep(start - now);
  }

  function free(): void {
    const next = waiting.shift();
    if (next) next();
    else open -= 1;
  }

  return {
    /** Runs `task` within the limits. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      await slot();
      try {
        return await task();
      } finally {
        free();
      }
    },
  };
}
export type HostGate = ReturnType<typeof hostGate>;
