import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { twoFactorDisableBody, twoFactorEnableBody, type TwoFactorSetupResponse } from '@packdex/shared/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PasswordField, TextField } from '@/components/ui/form-fields.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup } from '../api/two-factor.ts';

/** The otpauth URL as a QR code (an image made in the browser; the secret never leaves it). */
function QrCode({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 200 }))
      .then((data) => live && setSrc(data))
      // Without the image the secret below is the way in.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  if (!src) return null;
  return (
    <img
      src={src}
      width={200}
      height={200}
      alt={t('QR code for your authenticator app')}
      className="rounded-card border border-line bg-white p-2"
      data-testid="two-factor-qr"
    />
  );
}

/** Step 2: scan or type the secret, then confirm with a first code. */
function EnrolForm({ setup, onEnabled }: { setup: TwoFactorSetupResponse; onEnabled: (codes: string[]) => void }) {
  const enable = useTwoFactorEnable();
  const form = useZodForm(twoFactorEnableBody, { defaultValues: { code: '' } });
  return (
    <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
      <p>
        {t('Scan this code with an authenticator app (or type the key below), then enter the 6-digit code it shows.')}
      </p>
      <QrCode url={setup.otpauthUrl} />
      <div className="flex flex-col gap-1">
        <span className="text-sm text-fg-muted">{t('Key for typing in')}</span>
        <code className="break-all font-mono text-sm" data-testid="two-factor-secret">
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </div>
      <Form
        form={form}
        onSubmit={async ({ code }) => onEnabled((await enable.mutateAsync(code)).backupCodes)}
        onSubmitError={() => undefined}
        className="flex flex-col gap-4"
      >
        <TextField
          control={form.control}
          name="code"
          label={t('Code from your app')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <FormError message={enable.isError ? apiErrorMessage(enable.error, t('Please try again.')) : null} />
        <Button type="submit" disabled={enable.isPending} className="self-start">
          {t('Turn on two-factor sign-in')}
        </Button>
      </Form>
    </div>
  );
}

/** Turning it off asks for the password again. */
function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const disable = useTwoFactorDisable();
  const form = useZodForm(twoFactorDisableBody, { defaultValues: { password: '' } });
  return (
    <Form
      form={form}
      onSubmit={async ({ password }) => {
        await disable.mutateAsync(password);
        onDisabled();
      }}
      onSubmitError={() => undefined}
      className="flex max-w-md flex-col gap-4"
    >
      <PasswordField
        control={form.control}
        name="password"
        label={t('Current Password')}
        autoComplete="current-password"
        required
      />
      <FormError message={disable.isError ? apiErrorMessage(disable.error, t('Please try again.')) : null} />
      <Button type="submit" variant="danger" disabled={disable.isPending} className="self-start">
        {t('Turn off two-factor sign-in')}
      </Button>
    </Form>
  );
}

/**
 * /account/two-factor: set up two-factor sign-in (TOTP) with a QR code, show the backup codes
 * once, or turn it off with the password. Staff accounts without it are sent here first.
 */
export function TwoFactorPage() {
  const { user, updateUser } = useAuth();
  const setup = useTwoFactorSetup();
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  if (!user) return null;
  const staff = user.role !== 'user';

  return (
    <PageShell
      icon={<ShieldCheck />}
      title={t('Two-factor sign-in')}
      description={t('A code from an authenticator app on your phone, asked for at each sign-in after your password.')}
    >
      {staff && !user.twoFactorEnabled && (
        <p role="alert" className="rounded-card border border-line bg-surface p-4 font-medium">
          {t('Staff accounts must use two-factor sign-in. Set it up to reach the admin pages.')}
        </p>
      )}

      {backupCodes ? (
        <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
          <p className="font-semibold">{t('Two-factor sign-in is on.')}</p>
          <p>
            {t(
              'Save these backup codes somewhere safe now: each signs you in once if you lose your phone, and they are not shown again.',
            )}
          </p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="backup-codes">
            {backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Link
            to={staff ? paths.admin.dashboard.getHref() : paths.account.getHref()}
            className={buttonClasses('primary', 'md', 'self-start')}
          >
            {t('I saved them, continue')}
          </Link>
        </div>
      ) : user.twoFactorEnabled ? (
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2">
            <Badge variant="success">{t('Two-factor on')}</Badge>
            {t('Sign-in asks for a code from your app, or a backup code.')}
          </p>
          <DisableForm
            onDisabled={() => {
              setup.reset();
              updateUser({ twoFactorEnabled: false });
            }}
          />
        </div>
      ) : setup.data ? (
        <EnrolForm
          setup={setup.data}
          onEnabled={(codes) => {
            setBackupCodes(codes);
            updateUser({ twoFactorEnabled: true });
          }}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <FormError message={setup.isError ? apiErrorMessage(setup.error, t('Please try again.')) : null} />
          <Button onClick={() => setup.mutate()} disabled={setup.isPending} className="self-start">
            {t('Set up two-factor sign-in')}
          </Button>
        </div>
      )}
    </PageShell>
  );
}
