import { Mail } from 'lucide-react';
import { useId } from 'react';
import { DIGEST_FREQUENCIES, type DigestFrequency } from '@packdex/shared/constants';
import { Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { useDigest, useSetDigest } from '../api/saved-searches.ts';

const label = (frequency: DigestFrequency) =>
  frequency === 'off' ? t('Off') : frequency === 'daily' ? t('Daily') : t('Weekly');

/**
 * The e-mail digest's frequency (docs/product.md#saved-searches): new packs of the saved searches,
 * followed models and followed tags, daily or weekly, or none.
 */
export function DigestSetting({ viewerId }: { viewerId: number }) {
  const digest = useDigest(viewerId);
  const set = useSetDigest();
  const selectId = useId();
  const hintId = useId();
  return (
    <section
      id="digest"
      aria-labelledby={`${selectId}-heading`}
      className="flex flex-col gap-3 rounded-card border border-line-strong bg-surface-2/50 p-4"
    >
      <h2 id={`${selectId}-heading`} className="flex items-center gap-2 font-semibold text-fg">
        <Mail aria-hidden="true" className="size-4" /> {t('E-mail digest')}
      </h2>
      <p id={hintId} className="text-sm text-fg-muted">
        {t('New packs matching your saved searches, from the models and with the tags you follow, in one e-mail.')}
      </p>
      {digest.isPending ? (
        <div role="status" aria-label={t('Loading the digest setting')}>
          <Skeleton className="h-10 w-48 rounded-lg" />
        </div>
      ) : digest.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('The digest setting could not be loaded.')}
        </p>
      ) : (
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <Label htmlFor={selectId}>{t('Send the digest')}</Label>
          <Select
            id={selectId}
            aria-describedby={hintId}
            value={digest.data.frequency}
            disabled={set.isPending}
            data-testid="digest-frequency"
            onChange={(event) => set.mutate({ frequency: event.target.value as DigestFrequency })}
          >
            {DIGEST_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {label(f)}
              </option>
            ))}
          </Select>
          {set.isError && (
            <p role="alert" className="text-sm text-danger">
              {t('Could not change the digest. Please try again.')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
