import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for, so that its answer takes as long whatever the work
 * is (whether an e-mail has an account must not show in the time the answer takes). A failure is
 * logged, never thrown at anyone; closing the app waits for what is still running (`drain`).
 */
export function afterAnswer(log: Pick<FastifyBaseLogger, 'error'>) {
  const pending = new Set<Promise<void>>();
  return {
    /** Starts `task` once the current request has moved on (the next turn of the event loop). */
    run(name: string, task: () => Promise<void>): void {
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err, task: name }, 'work after an answer failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    /** Waits until nothing started is still running. */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
export type AfterAnswer = ReturnType<typeof afterAnswer>;
