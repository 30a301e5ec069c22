import { TitledDialog } from '@/components/ui/dialog.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { NewPasswordFields, PasswordField } from '@/components/ui/form-fields.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useChangePassword } from '../api/change-password.ts';
import { failureAlert, invalidAlert } from '../lib/alerts.ts';
import type { ShowAlert } from '../lib/alerts.ts';
import { changePasswordForm } from '../lib/form-schemas.ts';

export type AccountDialogProps = { open: boolean; onClose: () => void; showAlert: ShowAlert };

function ChangePasswordForm({ onClose, showAlert }: Omit<AccountDialogProps, 'open'>) {
  const { setSession } = useAuth();
  const change = useChangePassword();
  const form = useZodForm(changePasswordForm, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  return (
    <Form
      form={form}
      onSubmit={(body) =>
        change.mutate(body, {
          onSuccess: ({ token, user }) => {
            // Older tokens now answer 401: keep the new one or the next call would sign us out.
            setSession(token, user);
            onClose();
            showAlert({
              type: 'success',
              title: 'Password Changed',
              message: 'Your password has been successfully updated.',
            });
          },
          onError: failureAlert(showAlert, 'Password Change Failed', 'Failed to change password'),
        })
      }
      // A mismatch is told first, then a short password, each in its own alert.
      onInvalid={invalidAlert(showAlert, 'error', {
        confirmPassword: 'Password Mismatch',
        newPassword: 'Invalid Password',
      })}
      className="flex flex-col gap-4"
    >
      <PasswordField
        control={form.control}
        name="currentPassword"
        label="Current Password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields
        control={form.control}
        name="newPassword"
        confirm={{ name: 'confirmPassword', label: 'Confirm New Password' }}
      />
      <FormActions onCancel={onClose} busy={change.isPending} submitLabel="Change Password" busyLabel="Changing..." />
    </Form>
  );
}

/** Change Password: current, new and confirmation; stores the new token the API answers. */
export function ChangePasswordDialog({ open, onClose, showAlert }: AccountDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title="Change Password"
      description="Other devices signed in to your account will be signed out."
      className="max-w-md"
    >
      <ChangePasswordForm onClose={onClose} showAlert={showAlert} />
    </TitledDialog>
  );
}
