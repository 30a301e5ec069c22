import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn, focusRing } from '@/lib/cn.ts';

const HOVER_DELAY_MS = 150;

/**
 * Text with an explanation on hover and on keyboard focus (e.g. "—" with why a figure is not
 * measured). The explanation is also the element's accessible description. It stays while the
 * pointer is on the text or on the explanation, and Escape dismisses it (WCAG 1.4.13).
 */
export function InfoTip({ tip, children, className }: { tip: string; children: ReactNode; className?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focused = useRef(false);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <span
      className="relative inline-block"
      onMouseEnter={() => {
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(() => setOpen(true), HOVER_DELAY_MS);
      }}
      onMouseLeave={() => {
        clearTimeout(hoverTimer.current);
        if (!focused.current) setOpen(false);
      }}
    >
      <span
        tabIndex={0}
        aria-label={`${typeof children === 'string' ? children : ''} ${tip}`.trim()}
        aria-describedby={open ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        className={cn('cursor-help rounded-sm', focusRing, className)}
        onFocus={() => {
          focused.current = true;
          setOpen(true);
        }}
        onBlur={() => {
          focused.current = false;
          setOpen(false);
        }}
      >
        {children}
      </span>
      {open && (
        // The padding bridges trigger and bubble, so the pointer can move onto the explanation.
        <span className="absolute top-full left-1/2 z-50 -translate-x-1/2 pt-1.5">
          <span
            id={id}
            role="tooltip"
            className="block w-max max-w-64 rounded-md border border-line-strong bg-surface-2 px-3 py-2 text-caption font-normal text-fg shadow-lg"
          >
            {tip}
          </span>
        </span>
      )}
    </span>
  );
}
