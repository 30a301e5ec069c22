/** A small deterministic PRNG (mulberry32) so demo data is identical for the same seed. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return out;
  };
  const id = (length: number) => {
    const chars = 'abcdefghijkmnpqrstuvwxyz23456789';
    return Array.from({ length }, () => chars[Math.floor(next() * chars.length)]).join('');
  };
  return { next, int, pick, sample, id };
}
export type Random = ReturnType<typeof createRandom>;
