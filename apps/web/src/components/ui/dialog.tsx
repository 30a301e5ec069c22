import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { focusReturnHandlers } from '@/lib/focus-return.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';

export const Dialog = DialogPrimitive.Root;

export const overlayClasses =
  'fixed inset-0 z-50 bg-black/70 backdrop-blur-sm data-[state=open]:motion-safe:animate-fade-in';

export const contentClasses = cn(
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4',
  'overflow-y-auto rounded-card border border-line-strong bg-surface p-6 shadow-2xl shadow-black/50',
  'data-[state=open]:motion-safe:animate-scale-in',
);

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button (the dialog then needs its own way out). */
  hideClose?: boolean;
};

export function DialogContent({
  className,
  children,
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Focus goes back to whatever opened the dialog, trigger or not (lib/focus-return.ts).
  const [focusReturn] = useState(() => focusReturnHandlers());
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(contentClasses, className)}
        onOpenAutoFocus={(event) => {
          focusReturn.onOpenAutoFocus();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) focusReturn.onCloseAutoFocus(event);
        }}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label={t('Close')}
            className={cn(
              'absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-2 hover:text-fg',
              focusRing,
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

const ICON_TONES = {
  accent: 'bg-accent-soft text-accent',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/15 text-warning',
  danger: 'bg-danger/15 text-danger',
  premium: 'bg-premium/15 text-premium',
} as const;

type DialogIconTone = keyof typeof ICON_TONES;

/** The round icon above a dialog's title, tinted by what the dialog is about. */
export function DialogIcon({ tone, className, ...props }: ComponentProps<'div'> & { tone: DialogIconTone }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'mb-1 flex size-11 items-center justify-center rounded-full [&_svg]:size-5',
        ICON_TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-title font-semibold text-fg', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm break-words text-fg-muted', className)} {...props} />;
}

export type TitledDialogProps = Omit<DialogContentProps, 'title'> & {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** An icon above the title, in a round badge of this tone. */
  icon?: ReactNode;
  tone?: DialogIconTone;
};

/** A modal dialog with an (optional) icon, a title and a description above its body. */
export function TitledDialog({
  open,
  onClose,
  title,
  description,
  icon,
  tone = 'accent',
  children,
  ...contentProps
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent {...contentProps}>
        <DialogHeader>
          {icon && <DialogIcon tone={tone}>{icon}</DialogIcon>}
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
