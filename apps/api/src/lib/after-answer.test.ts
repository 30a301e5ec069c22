import { describe, expect, it, vi } from 'vitest';
import { afterAnswer } from './after-answer.ts';

describe('afterAnswer', () => {
  it('starts work after the caller moved on, logs a failure, and drains what is running', async () => {
    const log = { error: vi.fn() };
    const later = afterAnswer(log);
    const done: string[] = [];
    later.run('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push('slow');
    });
    later.run('failing', () => Promise.reject(new Error('boom')));
    done.push('caller');
    await later.drain();
    expect(done).toEqual(['caller', 'slow']);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ task: 'failing', err: expect.any(Error) }),
      'work after an answer failed',
    );
  });
});
