import { Camera, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { PROFILE_PHOTO_MAX_BYTES } from '@packdex/shared/constants';
import type { User } from '@packdex/shared/schemas';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useUploadPhoto } from '../api/upload-photo.ts';
import { failureAlert } from '../lib/alerts.ts';
import type { ShowAlert } from '../lib/alerts.ts';
import { PremiumBadge } from '@/components/membership-badge.tsx';

type ProfileHeaderProps = { user: User; showAlert: ShowAlert };

/** Photo (with upload and real progress), name, email and badges. */
export function ProfileHeader({ user, showAlert }: ProfileHeaderProps) {
  const { updateUser } = useAuth();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadPhoto(setProgress);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      showAlert({ type: 'error', title: t('Invalid File Type'), message: t('Please select only image files.') });
      return;
    }
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      showAlert({ type: 'error', title: t('File Too Large'), message: t('Image must be no larger than 5MB.') });
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (result) => {
        updateUser(result.user);
        showAlert({
          type: 'success',
          title: t('Photo Updated'),
          message: t('Your profile photo has been updated.'),
        });
      },
      onError: failureAlert(showAlert, t('Upload Failed'), t('Failed to upload your photo. Please try again.')),
    });
  };

  const percent = Math.round(progress * 100);
  return (
    <section
      aria-label={t('Profile')}
      className="relative flex flex-col items-center gap-5 overflow-hidden rounded-card border border-line bg-gradient-to-br from-accent/15 via-surface to-surface p-6 text-center sm:flex-row sm:text-left"
    >
      <div className="relative shrink-0">
        <Avatar
          name={user.name}
          src={user.profilePhoto}
          className="size-24 text-2xl ring-4 ring-canvas sm:size-28 [&_span]:text-2xl"
        />
        {upload.isPending && (
          <div className="absolute inset-0 flex items-center justify-center rounded-full bg-black/65">
            <span className="text-sm font-semibold text-white tabular-nums">{percent}%</span>
          </div>
        )}
        <Button
          size="icon"
          aria-label={t('Change profile photo')}
          disabled={upload.isPending}
          onClick={() => inputRef.current?.click()}
          className="absolute right-0 bottom-0 size-9 rounded-full border-2 border-canvas"
        >
          <Camera aria-hidden="true" />
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={choose}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col items-center gap-2 sm:items-start">
        <h1 className="max-w-full text-title font-bold tracking-tight break-words sm:text-display">{user.name}</h1>
        <p className="max-w-full text-fg-muted wrap-anywhere">{user.email}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {user.isPremium && <PremiumBadge />}
          {user.isAdmin && (
            <Badge variant="accent">
              <ShieldCheck aria-hidden="true" /> {t('Admin')}
            </Badge>
          )}
        </div>
        {upload.isPending && (
          <div className="mt-1 flex w-full max-w-xs flex-col gap-1">
            <div
              role="progressbar"
              aria-label={t('Uploading photo')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 w-full overflow-hidden rounded-full bg-surface-3"
            >
              <div className="h-full bg-accent-solid transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <span className="text-caption text-fg-muted">
              {percent < 100 ? t('Uploading… {percent}%', { percent }) : t('Processing…')}
            </span>
          </div>
        )}
      </div>
    </section>
  );
}
