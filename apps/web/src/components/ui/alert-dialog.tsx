import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { focusReturnHandlers } from '@/lib/focus-return.ts';
import { buttonClasses } from './button.tsx';
import { contentClasses, overlayClasses } from './dialog.tsx';
import { t } from '@/lib/i18n/i18n.ts';

export type AlertDialogType = 'info' | 'success' | 'warning' | 'error';

/** The generic alert/confirm dialog, with exactly its inputs (docs/product.md#dialogs). */
export type AlertDialogProps = {
  open: boolean;
  onClose: () => void;
  type: AlertDialogType;
  title: string;
  message: ReactNode;
  /** Default 'OK' (in the interface's language). */
  confirmText?: string;
  /** Default 'Cancel' (in the interface's language). */
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
  confirmText,
  cancelText,
  onConfirm,
  showCancel = false,
}: AlertDialogProps) {
  const confirmVariant = type === 'error' && showCancel ? 'danger' : 'primary';
  // Where focus was when the alert opened (the field a form found invalid, the button that asked),
  // to give it back on close: with no trigger of its own, Radix would otherwise drop focus on <body>.
  const [focusReturn] = useState(() => focusReturnHandlers());
  const actionRef = useRef<HTMLButtonElement>(null);
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
          onOpenAutoFocus={(event) => {
            focusReturn.onOpenAutoFocus();
            // Radix moves focus to the Cancel button; a plain alert has none, and focus would stay
            // behind the dialog (Enter and Escape-less keyboards could not close it): OK takes it.
            if (showCancel) return;
            event.preventDefault();
            actionRef.current?.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
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
                {cancelText ?? t('Cancel')}
              </AlertDialogPrimitive.Cancel>
            )}
            <AlertDialogPrimitive.Action
              ref={actionRef}
              className={buttonClasses(confirmVariant)}
              onClick={() => {
                onConfirm?.();
              }}
            >
              {confirmText ?? t('OK')}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
