import { Laptop, LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import type { Session } from '@packdex/shared/schemas';
import { AgoTime } from '@/components/ui/ago-time.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { t, tx } from '@/lib/i18n/i18n.ts';
import { useEndSession, useSessions } from '../api/sessions.ts';
import { failureAlert, type ShowAlert } from '../lib/alerts.ts';
import { EndOthersDialog } from './end-others-dialog.tsx';
import { SectionCard } from './section-card.tsx';

function SessionRow({ session, showAlert }: { session: Session; showAlert: ShowAlert }) {
  const end = useEndSession();
  // The description is the API's ("Firefox · Windows"); only its fallback is a sentence to translate.
  const device = session.device === 'Unknown device' ? t('Unknown device') : session.device;
  return (
    <li className="flex flex-col gap-3 border-b border-line py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Laptop className="mt-0.5 size-5 shrink-0 text-fg-muted" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
            <span className="break-words">{device}</span>
            {session.current && <Badge variant="success">{t('This device')}</Badge>}
          </p>
          <p className="text-caption text-fg-muted">
            {tx('Signed in {time}', { time: <AgoTime at={session.createdAt} /> })}
            {' · '}
            {tx('Last active {time}', { time: <AgoTime at={session.lastSeenAt} /> })}
            {session.network && <span className="block break-all sm:inline"> · {session.network}</span>}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-center"
          disabled={end.isPending}
          aria-busy={end.isPending}
          aria-label={t('Sign out {device}', { device })}
          onClick={() =>
            end.mutate(session.id, {
              onError: failureAlert(showAlert, t('Sign Out Failed'), t('Could not sign that device out.')),
            })
          }
        >
          {end.isPending ? t('Signing out…') : t('Sign out')}
        </Button>
      )}
    </li>
  );
}

/** Active sessions: where the account is signed in, signing one out, or every other one (with the password). */
export function SessionsSection({ showAlert }: { showAlert: ShowAlert }) {
  const sessions = useSessions();
  const [endingOthers, setEndingOthers] = useState(false);
  const list = sessions.data?.sessions ?? [];
  const others = list.some((s) => !s.current);

  return (
    <SectionCard
      title={t('Active sessions')}
      icon={<MonitorSmartphone />}
      actions={
        others && (
          <Button variant="outline" size="sm" onClick={() => setEndingOthers(true)}>
            <LogOut aria-hidden="true" /> {t('Sign out everywhere else')}
          </Button>
        )
      }
    >
      {sessions.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label={t('Loading sessions…')}>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : sessions.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-sm text-fg-muted">
          <p>{t('Could not load your sessions.')}</p>
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
            {t('Try Again')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p role="status" className="text-sm text-fg-muted">
          {t('No sessions to show yet. Sign in again to see this device here.')}
        </p>
      ) : (
        <ul aria-label={t('Active sessions')}>
          {list.map((session) => (
            <SessionRow key={session.id} session={session} showAlert={showAlert} />
          ))}
        </ul>
      )}
      <EndOthersDialog open={endingOthers} onClose={() => setEndingOthers(false)} showAlert={showAlert} />
    </SectionCard>
  );
}
