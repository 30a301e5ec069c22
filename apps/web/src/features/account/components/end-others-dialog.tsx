import { LogOut } from 'lucide-react';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { useZodForm } from '@/components/ui/form.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { useEndOtherSessions } from '../api/sessions.ts';
import { dialogOutcome } from '../lib/alerts.ts';
import { endOthersForm } from '../lib/form-schemas.ts';
import { AccountForm, accountDialog, CurrentPasswordField, type AccountDialogProps } from './account-dialog.tsx';

function EndOthersForm({ onClose, showAlert }: Omit<AccountDialogProps, 'open'>) {
  const { setSession } = useAuth();
  const end = useEndOtherSessions();
  const form = useZodForm(endOthersForm, { defaultValues: { password: '' } });

  return (
    <AccountForm
      form={form}
      showAlert={showAlert}
      onSubmit={({ password }) =>
        end.mutate(
          password,
          dialogOutcome(
            { onClose, showAlert },
            { title: t('Signed Out Elsewhere'), message: t('Every other device has been signed out.') },
            { title: t('Sign Out Failed'), fallback: t('Could not sign the other devices out.') },
            // The token this browser had is replaced: keep the fresh one or the next call would sign us out.
            ({ token, user }) => setSession(token, user),
          ),
        )
      }
      invalidAlerts={['error', { password: t('Password Required') }]}
    >
      <CurrentPasswordField control={form.control} name="password" />
      <FormActions
        onCancel={onClose}
        busy={end.isPending}
        variant="danger"
        submitLabel={t('Sign out everywhere else')}
        busyLabel={t('Signing out…')}
      />
    </AccountForm>
  );
}

/** Sign out everywhere else: the password confirms it; this device stays signed in. */
export const EndOthersDialog = accountDialog(EndOthersForm, {
  icon: <LogOut />,
  title: msg('Sign out everywhere else'),
  description: msg('Every other device signed in to your account will be signed out. This one stays signed in.'),
});
