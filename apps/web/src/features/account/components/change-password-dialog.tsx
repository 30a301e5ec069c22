import { PASSWORD_MIN_LENGTH } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { PasswordField } from '@/components/ui/form-fields.tsx';
import type { AlertOptions } from '@/components/ui/use-alert.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { useChangePassword } from '../api/change-password.ts';
import { changePasswordForm } from '../lib/form-schemas.ts';

export type AccountDialogProps = { open: boolean; onClose: () => void; showAlert: (options: AlertOptions) => void };

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
          onError: (error) =>
            showAlert({
              type: 'error',
              title: 'Password Change Failed',
              message: apiErrorMessage(error, 'Failed to change password'),
            }),
        })
      }
      onInvalid={(errors) => {
        // Spec §5: a mismatch is told first, then a short password; each has its own alert.
        const mismatch = errors.confirmPassword?.message;
        const short = errors.newPassword?.message;
        if (mismatch) showAlert({ type: 'error', title: 'Password Mismatch', message: mismatch });
        else if (short) showAlert({ type: 'error', title: 'Invalid Password', message: short });
      }}
      className="flex flex-col gap-4"
    >
      <PasswordField
        control={form.control}
        name="currentPassword"
        label="Current Password"
        autoComplete="current-password"
        required
      />
      <PasswordField
        control={form.control}
        name="newPassword"
        label="New Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        autoComplete="new-password"
        required
      />
      <PasswordField
        control={form.control}
        name="confirmPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        required
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** Change Password: current, new and confirmation; stores the new token the API answers. */
export function ChangePasswordDialog({ open, onClose, showAlert }: AccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>Other devices signed in to your account will be signed out.</DialogDescription>
        </DialogHeader>
        <ChangePasswordForm onClose={onClose} showAlert={showAlert} />
      </DialogContent>
    </Dialog>
  );
}
