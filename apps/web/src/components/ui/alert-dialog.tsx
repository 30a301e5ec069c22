import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { buttonClasses } from './button.tsx';
import { contentClasses, overlayClasses } from './dialog.tsx';

export type AlertDialogType = 'info' | 'success' | 'warning' | 'error';

/** The generic alert/confirm dialog, with exactly its inputs (docs/product.md#dialogs). */
export type AlertDialogProps = {
  open: boolean;
  onClose: () => void;
  type: AlertDialogType;
  title: string;
  message: ReactNode;
  /** Default 'OK'. */
  confirmText?: string;
  /** Default 'Cancel'. */
  cancelText?: string;
  onConfirm?: () => void;
  /** Default false: a plain alert with one button. */
  showCancel?: boolean;
};

function TypeIcon({ type }: { type: AlertDialogType }) {
  const classes = 'size-6 shrink-0';
  switch (type) {
    case 'info':
      return <Info className={cn(classes, 'text-info')} aria-hidden="true" />;
    case 'success':
      return <CheckCircle2 className={cn(classes, 'text-success')} aria-hidden="true" />;
    case 'warning':
      return <AlertTriangle className={cn(classes, 'text-warning')} aria-hidden="true" />;
    case 'error':
      return <XCircle className={cn(classes, 'text-danger')} aria-hidden="true" />;
  }
}

export function AlertDialog({
  open,
  onClose,
  type,
  title,
  message,
  confirmText = 'OK',
  cancelText = 'Cancel',
  onConfirm,
  showCancel = false,
}: AlertDialogProps) {
  const confirmVariant = type === 'error' && showCancel ? 'danger' : 'primary';
  // Where focus was when the alert opened (the field a form found invalid, the button that asked),
  // to give it back on close: with no trigger of its own, Radix would otherwise drop focus on <body>.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <AlertDialogPrimitive.Content
          className={cn(contentClasses, 'max-w-md')}
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            returnFocus.current = null;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-start gap-3">
            <TypeIcon type={type} />
            <div className="flex flex-col gap-1.5">
              <AlertDialogPrimitive.Title className="text-heading font-semibold text-fg">
                {title}
              </AlertDialogPrimitive.Title>
              <AlertDialogPrimitive.Description className="text-sm text-fg-muted">
                {message}
              </AlertDialogPrimitive.Description>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {showCancel && (
              <AlertDialogPrimitive.Cancel className={buttonClasses('secondary')}>
                {cancelText}
              </AlertDialogPrimitive.Cancel>
            )}
            <AlertDialogPrimitive.Action
              className={buttonClasses(confirmVariant)}
              onClick={() => {
                onConfirm?.();
              }}
            >
              {confirmText}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
