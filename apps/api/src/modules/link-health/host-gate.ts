/**
 * How much longer than a second `rate` + 1 requests always span: the host sees them with the jitter
 * of its network and its own scheduling, and must still count at most `rate` in any second of its
 * own log (the throughput bench, bench/link-check.ts, measures it so).
 */
const JITTER_MS = 25;

/** The most requests a second the gate lets through at `rate` (the margin taken off). */
export const hostRatePerSecond = (rate: number) => (rate * 1000) / (1000 + JITTER_MS);

/**
 * Politeness towards one host: at most `concurrency` requests open at once and, unless `rate` is
 * null, at most `rate` a second. The rate counts requests by when they really left (their
 * connection made, see OutboundRequest.pace), not when their turn came: each goes (1000 +
 * JITTER_MS) / rate ms after the previous one left, so a process that was paused (timers late, name
 * lookups and connections finishing together) does not send a burst. The checker keeps a host's
 * gate across rounds.
 */
export function hostGate(concurrency: number, rate: number | null) {
  const spacing = rate === null ? 0 : (1000 + JITTER_MS) / rate;
  let open = 0;
  const waiting: (() => void)[] = [];
  // Turns are handed out one after another: each waits until the previous request has left (or,
  // when its connection is slow, one spacing after its turn), then for the spacing after that. The
  // time is taken when the callback runs, so after a pause the next request still waits its spacing.
  let lastSent = Number.NEGATIVE_INFINITY;
  let turns: Promise<void> = Promise.resolve();

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function slot(): Promise<void> {
    if (open >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else open += 1;
  }

  function free(): void {
    const next = waiting.shift();
    if (next) next();
    else open -= 1;
  }

  /** Waits for this request's turn; answers the `sent` that hands the turn on. */
  async function turn(): Promise<() => void> {
    if (rate === null) return () => undefined;
    const previous = turns;
    let handOn!: () => void;
    turns = new Promise<void>((resolve) => (handOn = resolve));
    await previous;
    const wait = lastSent + spacing - performance.now();
    if (wait > 0) await sleep(wait);
    let done = false;
    const hand = { timer: undefined as ReturnType<typeof setTimeout> | undefined };
    const sent = () => {
      if (done) return;
      done = true;
      clearTimeout(hand.timer);
      lastSent = performance.now();
      handOn();
    };
    hand.timer = setTimeout(sent, spacing);
    return sent;
  }

  return {
    /** Runs `task` within the limits; the task calls `sent` once its request has left. */
    async run<T>(task: (sent: () => void) => Promise<T>): Promise<T> {
      await slot();
      try {
        const sent = await turn();
        try {
          return await task(sent);
        } finally {
          sent();
        }
      } finally {
        free();
      }
    },
  };
}
export type HostGate = ReturnType<typeof hostGate>;
