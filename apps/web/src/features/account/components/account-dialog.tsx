import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { AlertDialogType } from '@/components/ui/alert-dialog.tsx';
import { TitledDialog, type TitledDialogProps } from '@/components/ui/dialog.tsx';
import { Form, type FieldBaseProps, type FormProps } from '@/components/ui/form.tsx';
import { PasswordField } from '@/components/ui/form-fields.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { invalidAlert, type ShowAlert } from '../lib/alerts.ts';

export type AccountDialogProps = { open: boolean; onClose: () => void; showAlert: ShowAlert };
type AccountFormBody = (props: Omit<AccountDialogProps, 'open'>) => ReactNode;

/**
 * An account dialog (change password, recommend, delete account): the titled dialog around its
 * form, which is made anew each time the dialog opens (no values left from the last time).
 */
export function accountDialog(
  Body: AccountFormBody,
  {
    title,
    description,
    ...dialog
  }: Omit<TitledDialogProps, 'open' | 'onClose' | 'children' | 'title' | 'description'> & {
    /** Marked with msg(), shown in the active language. */
    title: string;
    description: string;
  },
): (props: AccountDialogProps) => ReactNode {
  return function AccountDialog({ open, onClose, showAlert }: AccountDialogProps) {
    return (
      <TitledDialog
        open={open}
        onClose={onClose}
        className="max-w-md"
        title={t(title)}
        description={t(description)}
        {...dialog}
      >
        <Body onClose={onClose} showAlert={showAlert} />
      </TitledDialog>
    );
  };
}

type AccountFormProps<I extends FieldValues, O> = Omit<FormProps<I, O>, 'onInvalid' | 'className'> & {
  showAlert: ShowAlert;
  /** The alert an invalid form opens: its type, and the title for each field, the first one with an error told. */
  invalidAlerts: [AlertDialogType, Partial<Record<FieldPath<I>, string>>];
};

/** The form of an account dialog: its fields stacked, and an alert for the first invalid one. */
export function AccountForm<I extends FieldValues, O>({
  showAlert,
  invalidAlerts: [type, titles],
  ...props
}: AccountFormProps<I, O>) {
  return <Form {...props} onInvalid={invalidAlert(showAlert, type, titles)} className="flex flex-col gap-4" />;
}

/** The account's current password, which confirms a change made in a dialog. */
export function CurrentPasswordField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label = t('Password'),
}: Pick<FieldBaseProps<T, N>, 'control' | 'name'> & { label?: string }) {
  return <PasswordField control={control} name={name} label={label} autoComplete="current-password" required />;
}
