import { useCallback, useState } from 'react';
import type { AlertDialogProps } from './alert-dialog.tsx';

/** What to show in an alert; `onClose` runs after it is dismissed (e.g. to navigate away). */
export type AlertOptions = Omit<AlertDialogProps, 'open' | 'onClose'> & { onClose?: () => void };

const carried = new Map<string, () => AlertOptions>();

/**
 * Shows an alert after the interface switches language: the switch renders the page again from
 * scratch (docs/i18n.md), which would drop an alert opened just before it. The page's `useAlert(key)`
 * opens it when it mounts again, with its texts made then, in the new language.
 */
export function carryAlert(key: string, make: () => AlertOptions): void {
  carried.set(key, make);
}

/**
 * State for the generic AlertDialog: `showAlert(...)` opens it, spread `alertProps` on
 * `<AlertDialog />`. The last alert's text stays while it closes. With a `key`, it opens with the
 * alert carried over a language switch under that key.
 */
export function useAlert(key?: string): { showAlert: (options: AlertOptions) => void; alertProps: AlertDialogProps } {
  const [state, setState] = useState<{ open: boolean; options: AlertOptions }>(() => {
    const make = key === undefined ? undefined : carried.get(key);
    if (!make) return { open: false, options: { type: 'info', title: '', message: '' } };
    carried.delete(key!);
    return { open: true, options: make() };
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
