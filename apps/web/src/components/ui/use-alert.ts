import { useCallback, useState } from 'react';
import type { AlertDialogProps } from './alert-dialog.tsx';

/** What to show in an alert; `onClose` runs after it is dismissed (e.g. to navigate away). */
export type AlertOptions = Omit<AlertDialogProps, 'open' | 'onClose'> & { onClose?: () => void };

/**
 * State for the generic AlertDialog: `showAlert(...)` opens it, spread `alertProps` on
 * `<AlertDialog />`. The last alert's text stays while it closes.
 */
export function useAlert(): { showAlert: (options: AlertOptions) => void; alertProps: AlertDialogProps } {
  const [state, setState] = useState<{ open: boolean; options: AlertOptions }>({
    open: false,
    options: { type: 'info', title: '', message: '' },
  });
  const showAlert = useCallback((options: AlertOptions) => setState({ open: true, options }), []);
  const { onClose, ...options } = state.options;
  const alertProps: AlertDialogProps = {
    ...options,
    open: state.open,
    onClose: () => {
      setState((s) => ({ ...s, open: false }));
      onClose?.();
    },
  };
  return { showAlert, alertProps };
}
