import { LogIn } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAuthDialog } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useOpenedOnce } from '@/lib/use-opened-once.ts';

type GatePopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the control cannot be used ('Please sign in to leave a comment'). */
  message: string;
  /** What to do about it: a Sign In button or a verify-email link. */
  action?: ReactNode;
  /** The control the bubble points at. */
  children: ReactNode;
};

// The bubble (Radix's popover, its positioning and focus handling) loads when a gate first opens,
// or as soon as the control is pointed at or focused: most visitors never meet it.
const loadBubble = () => import('./gate-bubble.tsx');
const GateBubble = lazy(async () => ({ default: (await loadBubble()).GateBubble }));

/**
 * A small bubble anchored to a like or follow button that explains why it did nothing and offers
 * the way forward. Opened by the owner (on a visitor's click or after a 403); Escape and an
 * outside click close it. The control stays where it is while the bubble loads and opens.
 */
export function GatePopover({ open, onOpenChange, message, action, children }: GatePopoverProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <span
        ref={anchor}
        className="inline-flex"
        onPointerEnter={() => void loadBubble()}
        onFocus={() => void loadBubble()}
      >
        {children}
      </span>
      {mounted && (
        <Suspense fallback={null}>
          <GateBubble anchor={anchor} open={open} onOpenChange={onOpenChange} message={message} action={action} />
        </Suspense>
      )}
    </>
  );
}

/** The gate's way forward for a visitor: closes the bubble, then opens the sign-in dialog. */
export function GateSignIn({ onClose }: { onClose: () => void }) {
  const { openAuthDialog } = useAuthDialog();
  return (
    <Button
      size="sm"
      onClick={() => {
        onClose();
        openAuthDialog('login');
      }}
    >
      <LogIn aria-hidden="true" /> {t('Sign In')}
    </Button>
  );
}
