/**
 * An audit writer that writes its entry and then fails, as any later step of a change can: the
 * service's transaction must take back the change and the entry together. Wraps the audit
 * repository or the audit service (both write with `record(entry, executor)`).
 */
export function writesThenFails<T extends { record(...args: never[]): Promise<void> }>(real: T): T {
  return {
    ...real,
    async record(...args: Parameters<T['record']>) {
      await real.record(...args);
      throw new Error('disk full');
    },
  };
}
