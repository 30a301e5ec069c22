import { LogIn } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAuthDialog } from '@/lib/auth/auth-context.ts';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';

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

/**
 * A small bubble anchored to a like or follow button that explains why it did nothing and offers
 * the way forward. Opened by the owner (on a visitor's click or after a 403); Escape and an
 * outside click close it.
 */
export function GatePopover({ open, onOpenChange, message, action, children }: GatePopoverProps) {
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor asChild>
        <span className="inline-flex">{children}</span>
      </PopoverPrimitive.Anchor>
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
