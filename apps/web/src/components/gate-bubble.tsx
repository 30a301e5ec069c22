import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { cn } from '@/lib/cn.ts';

type GateBubbleProps = {
  /** The wrapper of the control the bubble points at (it is not re-rendered when the bubble loads). */
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  action?: ReactNode;
};

/** The gate's bubble itself, loaded on demand (see gate-popover.tsx). */
export function GateBubble({ anchor, open, onOpenChange, message, action }: GateBubbleProps) {
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={anchor} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          role="dialog"
          aria-label={message}
          side="bottom"
          align="center"
          sideOffset={8}
          collisionPadding={12}
          className={cn(
            'z-50 flex w-64 flex-col gap-3 rounded-lg border border-line-strong bg-surface p-3 text-sm text-fg shadow-xl shadow-black/40',
            'data-[state=open]:motion-safe:animate-fade-in',
          )}
        >
          <p>{message}</p>
          {action}
          <PopoverPrimitive.Arrow className="fill-line-strong" width={12} height={6} />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
