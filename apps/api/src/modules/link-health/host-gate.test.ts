import { describe, expect, it } from 'vitest';
import { hostGate } from './host-gate.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('the per-host gate', () => {
  it('spaces requests by when they really left, so connections that finish late do not bunch up', async () => {
    const gate = hostGate(4, 10);
    const left: number[] = [];
    // Every other request takes 80 ms to connect: a schedule of turns alone would let the next one
    // leave right behind it.
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        gate.run(async (sent) => {
          await sleep(i % 2 === 1 ? 80 : 0);
          left.push(performance.now());
          sent();
          await sleep(10);
        }),
      ),
    );
    left.sort((a, b) => a - b);
    for (let i = 1; i < left.length; i++) expect(left[i]! - left[i - 1]!).toBeGreaterThanOrEqual(100);
  });

  it('keeps at most `concurrency` open, and lets a request whose connection hangs hold the next back one spacing at most', async () => {
    const gate = hostGate(2, 20);
    let open = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 5 }, () =>
        gate.run(async () => {
          started.push(performance.now());
          most = Math.max(most, ++open);
          await sleep(150);
          open -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    // Nobody calls `sent`: each turn is handed on after one spacing (51 ms), not after the request.
    expect(started[1]! - started[0]!).toBeLessThan(150);
  });

  it('limits only concurrency without a rate', async () => {
    const gate = hostGate(3, null);
    const t0 = performance.now();
    await Promise.all(Array.from({ length: 3 }, () => gate.run(() => Promise.resolve())));
    expect(performance.now() - t0).toBeLessThan(50);
  });
});
