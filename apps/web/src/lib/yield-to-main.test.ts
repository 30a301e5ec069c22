import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main.ts';

const global = globalThis as { scheduler?: { yield?: () => Promise<void> } };

describe('yieldToMain', () => {
  afterEach(() => {
    delete global.scheduler;
  });

  it('resumes in a later task: a task queued before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    queueMicrotask(() => order.push('microtask'));
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['microtask', 'queued task', 'after the yield']);
  });

  it('uses the browser’s scheduler.yield() where there is one', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    global.scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
