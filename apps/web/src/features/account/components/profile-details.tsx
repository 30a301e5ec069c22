import { BadgeCheck, CircleAlert, Pencil, UserRound } from 'lucide-react';
import { useState } from 'react';
import { LANGUAGES } from '@packdex/shared/constants';
import type { User } from '@packdex/shared/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { SelectField, TextField } from '@/components/ui/form-fields.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { failureAlert } from '../lib/alerts.ts';
import type { ShowAlert } from '../lib/alerts.ts';
import { profileForm } from '../lib/form-schemas.ts';
import { LANGUAGE_LABELS } from './format.ts';
import { DetailRow, SectionCard } from './section-card.tsx';

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_LABELS[code] }));

function VerifiedMarker({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" /> Verified
    </Badge>
  ) : (
    <Badge variant="warning">
      <CircleAlert aria-hidden="true" /> Not Verified
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
            updateUser(next);
            onDone();
            showAlert({ type: 'success', title: 'Profile Updated', message: 'Your profile has been updated.' });
          },
          onError: failureAlert(showAlert, 'Update Failed', 'Failed to update your profile. Please try again.'),
        })
      }
      className="flex flex-col gap-4"
    >
      <TextField control={form.control} name="name" label="Display Name" required maxLength={80} />
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-fg">Email</span>
        <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <span className="wrap-anywhere">{user.email}</span>
          <VerifiedMarker verified={user.isVerified} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={form.control} name="language" label="Language" options={LANGUAGE_OPTIONS} />
        <TextField
          control={form.control}
          name="country"
          label="Country"
          maxLength={80}
          autoComplete="country-name"
          placeholder="e.g. Portugal"
        />
      </div>
      <FormActions onCancel={onDone} busy={update.isPending} submitLabel="Save Changes" busyLabel="Saving..." />
    </Form>
  );
}

/** Display Name, Email (with its verification marker), Language and Country, editable in place. */
export function ProfileDetails({ user, showAlert }: ProfileProps) {
  const [editing, setEditing] = useState(false);

  return (
    <SectionCard
      title="Profile Information"
      icon={<UserRound />}
      actions={
        !editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> Edit Profile
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm user={user} showAlert={showAlert} onDone={() => setEditing(false)} />
      ) : (
        <dl className="flex flex-col">
          <DetailRow label="Display Name">{user.name}</DetailRow>
          <DetailRow label="Email">
            <span className="inline-flex flex-wrap items-center gap-2 sm:justify-end">
              <span className="wrap-anywhere">{user.email}</span>
              <VerifiedMarker verified={user.isVerified} />
            </span>
          </DetailRow>
          <DetailRow label="Language">{LANGUAGE_LABELS[user.language]}</DetailRow>
          <DetailRow label="Country">{user.country || '—'}</DetailRow>
        </dl>
      )}
    </SectionCard>
  );
}
