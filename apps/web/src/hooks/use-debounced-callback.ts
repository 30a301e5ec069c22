import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * A function that runs `callback` only after calls stop for `delay` milliseconds. Unlike a
 * debounced value it fires only from the calls themselves, so a URL change made by back/forward
 * is never written back.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const callbackRef = useRef(callback);
  const timerRef = useRef<number | undefined>(undefined);
  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);
  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  const call = useCallback(
    (...args: A) => {
      window.clearTimeout(timerRef.current);
      timerRef.current = window.setTimeout(() => callbackRef.current(...args), delay);
    },
    [delay],
  );
  const cancel = useCallback(() => window.clearTimeout(timerRef.current), []);
  return useMemo(() => ({ call, cancel }), [call, cancel]);
}
