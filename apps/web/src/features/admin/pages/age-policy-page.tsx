import { Globe, Loader2, Save, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { AgePolicyLevel } from '@packdex/shared/schemas';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAlert } from '@/components/ui/use-alert.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { useDeleteAgePolicy } from '../api/delete-age-policy.ts';
import { useAgePolicy } from '../api/get-age-policy.ts';
import { useSetAgePolicy } from '../api/set-age-policy.ts';

const LEVELS: Record<AgePolicyLevel, string> = {
  self: msg('Self-declaration (age gate)'),
  verified: msg('Verified age (provider)'),
};

/** The levels a rule may set, as a select's options. */
const LevelOptions = () =>
  Object.entries(LEVELS).map(([value, label]) => (
    <option key={value} value={value}>
      {t(label)}
    </option>
  ));

/**
 * /admin/age-policy: which regions' laws ask for a verified age (docs/compliance.md#regional-age-assurance);
 * set a region's level, or remove its rule.
 */
export function AdminAgePolicyPage() {
  const policy = useAgePolicy();
  const set = useSetAgePolicy();
  const remove = useDeleteAgePolicy();
  const [region, setRegion] = useState('');
  const [level, setLevel] = useState<AgePolicyLevel>('verified');
  const regionId = useId();
  const levelId = useId();
  const { showAlert, alertProps } = useAlert();
  const failed = (error: unknown) =>
    showAlert({ type: 'error', title: t('Error'), message: apiErrorMessage(error, t('The change was not saved')) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = region.trim().toUpperCase();
    if (!code) return;
    set.mutate({ region: code, level }, { onSuccess: () => setRegion(''), onError: failed });
  };

  const summary = policy.data
    ? !policy.data.enabled
      ? t('Regions are not looked up (AGE_POLICY=off): the site-wide setting decides for everyone.')
      : policy.data.provider
        ? t('Visitors from a verified region are sent to the age-check provider.')
        : t('No age-check provider is configured: visitors from a verified region are refused (451).')
    : null;

  return (
    <PageShell
      icon={<Globe />}
      title={t('Age policy')}
      description={t(
        'Which regions’ laws ask for a verified age: a country code (GB) or a US state (US-TX). Regions not listed get the default level. The list is to be reviewed by counsel.',
      )}
    >
      {summary && <p className="text-sm text-fg-muted">{summary}</p>}
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={regionId}>{t('Region')}</Label>
          <Input
            id={regionId}
            value={region}
            maxLength={6}
            placeholder="US-TX"
            onChange={(e) => setRegion(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={levelId}>{t('Level')}</Label>
          <Select id={levelId} value={level} onChange={(e) => setLevel(e.target.value as AgePolicyLevel)}>
            <LevelOptions />
          </Select>
        </div>
        <Button type="submit" disabled={set.isPending || !region.trim()}>
          {set.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {t('Save')}
        </Button>
      </form>
      {policy.isPending ? (
        <Skeleton className="h-32 rounded-card" aria-label={t('Loading the age policy')} />
      ) : policy.isError ? (
        <EmptyState
          title={t('The age policy could not be loaded.')}
          action={
            <Button variant="outline" onClick={() => void policy.refetch()}>
              {t('Try again')}
            </Button>
          }
        />
      ) : (
        <>
          <p className="text-sm">
            {t('Default for regions not listed: {level}', { level: t(LEVELS[policy.data.unlisted]) })}
          </p>
          {policy.data.policies.length === 0 ? (
            <EmptyState icon={<Globe />} title={t('No regional rules')} />
          ) : (
            <ul aria-label={t('Regional rules')} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {policy.data.policies.map((item) => (
                <li
                  key={item.region}
                  className="flex items-center justify-between gap-2 rounded-card border border-line bg-surface py-1 pr-1 pl-3 text-sm"
                >
                  <span className="font-mono font-medium">{item.region}</span>
                  <span className="flex items-center gap-1">
                    <Select
                      aria-label={t('Level for {region}', { region: item.region })}
                      value={item.level}
                      className="h-8 text-sm"
                      onChange={(e) =>
                        set.mutate(
                          { region: item.region, level: e.target.value as AgePolicyLevel },
                          { onError: failed },
                        )
                      }
                    >
                      <LevelOptions />
                    </Select>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      aria-label={t('Remove {region}', { region: item.region })}
                      disabled={remove.isPending && remove.variables === item.region}
                      onClick={() => remove.mutate(item.region, { onError: failed })}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
