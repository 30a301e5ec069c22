// The browser build runs React's API on Preact (docs/adr/0014-preact-for-the-first-page.md): this
// module is what `react` resolves to in the build. It adds the one hook React Router imports that
// preact/compat lacks.
import { default as compat } from 'preact/compat';

// preact/compat's types are written as `export =`, which TypeScript cannot re-export with `*`; the
// build's bundler can, and the app is type-checked against React's own types anyway.
// @ts-expect-error TS2498
export * from 'preact/compat';

/**
 * React's optimistic state shows a value while an async transition is pending. Preact has no
 * pending transitions (startTransition runs its callback at once), so the optimistic value is
 * always the committed one.
 */
export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, () => undefined];
}

export default { ...compat, useOptimistic };
