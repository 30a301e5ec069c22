import { BadgeCheck, CircleAlert, Pencil, UserRound } from 'lucide-react';
import { useState } from 'react';
import { LANGUAGES, LANGUAGE_NAMES } from '@packdex/shared/constants';
import type { User } from '@packdex/shared/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { SelectField, TextField } from '@/components/ui/form-fields.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { carryAlert, type AlertOptions } from '@/components/ui/use-alert.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { currentLanguage, t } from '@/lib/i18n/i18n.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ACCOUNT_ALERTS, failureAlert } from '../lib/alerts.ts';
import type { ShowAlert } from '../lib/alerts.ts';
import { profileForm } from '../lib/form-schemas.ts';
import { DetailRow, SectionCard } from './section-card.tsx';

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

function VerifiedMarker({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" /> {t('Verified')}
    </Badge>
  ) : (
    <Badge variant="warning">
      <CircleAlert aria-hidden="true" /> {t('Not Verified')}
    </Badge>
  );
}

type ProfileProps = { user: User; showAlert: ShowAlert };

/** The edit form; leaving it (Cancel, or a save) drops what was typed, so the view shows the stored values. */
function ProfileForm({ user, showAlert, onDone }: ProfileProps & { onDone: () => void }) {
  const { updateUser } = useAuth();
  const update = useUpdateProfile();
  const form = useZodForm(profileForm, {
    defaultValues: { name: user.name, language: user.language, country: user.country ?? '' },
  });

  return (
    <Form
      form={form}
      onSubmit={(profile) =>
        update.mutate(profile, {
          onSuccess: (next) => {
            const saved = (): AlertOptions => ({
              type: 'success',
              title: t('Profile Updated'),
              message: t('Your profile has been updated.'),
            });
            // Another language re-renders the page in it (LanguageProvider): the alert comes after, in that language.
            if (next.language !== currentLanguage()) carryAlert(ACCOUNT_ALERTS, saved);
            else showAlert(saved());
            updateUser(next);
            onDone();
          },
          onError: failureAlert(showAlert, t('Update Failed'), t('Failed to update your profile. Please try again.')),
        })
      }
      className="flex flex-col gap-4"
    >
      <TextField control={form.control} name="name" label={t('Display Name')} required maxLength={80} />
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-fg">{t('Email')}</span>
        <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <span className="wrap-anywhere">{user.email}</span>
          <VerifiedMarker verified={user.isVerified} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={form.control} name="language" label={t('Language')} options={LANGUAGE_OPTIONS} />
        <TextField
          control={form.control}
          name="country"
          label={t('Country')}
          maxLength={80}
          autoComplete="country-name"
          placeholder={t('e.g. Portugal')}
        />
      </div>
      <FormActions onCancel={onDone} busy={update.isPending} submitLabel={t('Save Changes')} busyLabel={t('Saving…')} />
    </Form>
  );
}

/** Display Name, Email (with its verification marker), Language and Country, editable in place. */
export function ProfileDetails({ user, showAlert }: ProfileProps) {
  const [editing, setEditing] = useState(false);

  return (
    <SectionCard
      title={t('Profile Information')}
      icon={<UserRound />}
      actions={
        !editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> {t('Edit Profile')}
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm user={user} showAlert={showAlert} onDone={() => setEditing(false)} />
      ) : (
        <dl className="flex flex-col">
          <DetailRow label={t('Display Name')}>{user.name}</DetailRow>
          <DetailRow label={t('Email')}>
            <span className="inline-flex flex-wrap items-center gap-2 sm:justify-end">
              <span className="wrap-anywhere">{user.email}</span>
              <VerifiedMarker verified={user.isVerified} />
            </span>
          </DetailRow>
          <DetailRow label={t('Language')}>{LANGUAGE_NAMES[user.language]}</DetailRow>
          <DetailRow label={t('Country')}>{user.country || '—'}</DetailRow>
        </dl>
      )}
    </SectionCard>
  );
}
