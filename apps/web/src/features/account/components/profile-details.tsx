import { BadgeCheck, CircleAlert, Pencil, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { LANGUAGES } from '@packdex/shared/constants';
import type { Language } from '@packdex/shared/constants';
import { profileBody } from '@packdex/shared/schemas';
import type { User } from '@packdex/shared/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormError, FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { AlertOptions } from '@/components/ui/use-alert.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { LANGUAGE_LABELS } from './format.ts';
import { DetailRow, SectionCard } from './section-card.tsx';

type Draft = { name: string; language: Language; country: string };

const draftOf = (user: User): Draft => ({ name: user.name, language: user.language, country: user.country ?? '' });

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

/** Display Name, Email (with its verification marker), Language and Country, editable in place. */
export function ProfileDetails({ user, showAlert }: { user: User; showAlert: (options: AlertOptions) => void }) {
  const { updateUser } = useAuth();
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const editing = draft !== null;

  const cancel = () => {
    // Cancel restores the stored values: the draft is dropped and the view shows the user again.
    setDraft(null);
    setInvalid(null);
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    const parsed = profileBody.safeParse({
      name: draft.name,
      language: draft.language,
      country: draft.country.trim() || null,
    });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Please check the form.');
      return;
    }
    setInvalid(null);
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        updateUser(next);
        setDraft(null);
        showAlert({ type: 'success', title: 'Profile Updated', message: 'Your profile has been updated.' });
      },
      onError: (error) =>
        showAlert({
          type: 'error',
          title: 'Update Failed',
          message: apiErrorMessage(error, 'Failed to update your profile. Please try again.'),
        }),
    });
  };

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));

  return (
    <SectionCard
      title="Profile Information"
      icon={<UserRound />}
      actions={
        !editing && (
          <Button variant="secondary" size="sm" onClick={() => setDraft(draftOf(user))}>
            <Pencil aria-hidden="true" /> Edit Profile
          </Button>
        )
      }
    >
      {editing ? (
        <form onSubmit={save} className="flex flex-col gap-4">
          <FormField id="profile-name" label="Display Name">
            <Input
              id="profile-name"
              required
              maxLength={80}
              value={draft.name}
              onChange={(e) => set('name', e.target.value)}
            />
          </FormField>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-fg">Email</span>
            <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
              <span className="wrap-anywhere">{user.email}</span>
              <VerifiedMarker verified={user.isVerified} />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="profile-language" label="Language">
              <select
                id="profile-language"
                value={draft.language}
                onChange={(e) => set('language', e.target.value as Language)}
                className={cn(
                  'h-10 w-full cursor-pointer rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg',
                  focusRing,
                )}
              >
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {LANGUAGE_LABELS[code]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="profile-country" label="Country">
              <Input
                id="profile-country"
                maxLength={80}
                autoComplete="country-name"
                value={draft.country}
                onChange={(e) => set('country', e.target.value)}
                placeholder="e.g. Portugal"
              />
            </FormField>
          </div>
          <FormError message={invalid} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={cancel} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
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
