type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the current task: what follows the returned promise runs in a task of its own, so the
 * browser can paint and answer input between two pieces of work. `scheduler.yield()` where the
 * browser has it (its continuation runs ahead of other queued tasks), else a zero timeout.
 *
 * The first visit's start-up uses it between steps that each take a phone tens of milliseconds
 * (docs/web-performance.md): one task of them all counted as Total Blocking Time, split they do not.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
