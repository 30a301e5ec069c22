import { CheckCircle2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';

const NOTICE_MS = 3000;

/** A short message shown for a few seconds ("Link copied"). */
export function useNotice() {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    setMessage(text);
    timer.current = window.setTimeout(() => setMessage(null), NOTICE_MS);
  }, []);
  return { message, show };
}

/** The notice, announced politely to screen readers; the live region stays mounted so it is heard. */
export function Notice({ message }: { message: string | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
    >
      {message && (
        <p className="inline-flex items-center gap-2 rounded-full border border-line-strong bg-surface-2 px-4 py-2 text-sm font-medium text-fg shadow-xl shadow-black/40 motion-safe:animate-fade-in">
          <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
          {message}
        </p>
      )}
    </div>
  );
}
