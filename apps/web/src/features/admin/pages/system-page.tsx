import type { ReactNode } from 'react';
import { Database, HardDrive, Inbox, Server } from 'lucide-react';
import type { SystemStatus } from '@packdex/shared/schemas/system';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { formatBytes, timeAgo } from '@/lib/i18n/format.ts';
import { longDateTime } from '@/lib/i18n/long-date.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { useSystemStatus } from '../api/system.ts';
import { StatCard } from '../components/stat-card.tsx';
import { adminCount } from '../lib/format.ts';

const QUEUES: Record<string, string> = {
  mail: msg('Mail waiting'),
  reports: msg('Reports pending'),
  removalRequests: msg('Removal requests open'),
};

/** A moment as "5 minutes ago", its full date and time on hover. */
function When({ at, now }: { at: string | null; now: string }) {
  if (!at) return <span className="text-fg-subtle">—</span>;
  return (
    <time dateTime={at} title={longDateTime(at) ?? undefined}>
      {timeAgo(at, new Date(now))}
    </time>
  );
}

/** A bordered table with a caption read by screen readers and a heading row. */
function Table({ caption, heads, children }: { caption: string; heads: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-card border border-line">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2 text-left text-fg-muted">
          <tr>
            {heads.map((head) => (
              <th key={head} className="px-3 py-2 font-medium whitespace-nowrap">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Instances({ status }: { status: SystemStatus }) {
  return (
    <Section id="system-instances" title={t('Instances')}>
      <Table caption={t('Instances')} heads={[t('Host'), t('Release'), t('Started'), t('Last seen'), t('State')]}>
        {status.instances.map((instance) => (
          <tr key={instance.id} className="border-t border-line">
            <td className="px-3 py-2 whitespace-nowrap">
              {instance.host} {instance.current && <Badge variant="neutral">{t('This instance')}</Badge>}
            </td>
            <td className="px-3 py-2 font-mono">{instance.release}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              <When at={instance.startedAt} now={status.now} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              <When at={instance.lastSeenAt} now={status.now} />
            </td>
            <td className="px-3 py-2">
              {instance.live ? (
                <Badge variant="success">{t('Live')}</Badge>
              ) : (
                <Badge variant="warning">{t('Not seen lately')}</Badge>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </Section>
  );
}

function Jobs({ status }: { status: SystemStatus }) {
  return (
    <Section id="system-jobs" title={t('Scheduled jobs')}>
      <Table caption={t('Scheduled jobs')} heads={[t('Job'), t('Last run'), t('Outcome'), t('Took'), t('Next run')]}>
        {status.jobs.map((job) => (
          <tr key={job.name} className="border-t border-line">
            <td className="px-3 py-2 font-mono whitespace-nowrap">
              {job.name} {job.running && <Badge variant="neutral">{t('Running')}</Badge>}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              <When at={job.lastRunAt} now={status.now} />
            </td>
            <td className="px-3 py-2">
              {job.outcome === null ? (
                <span className="text-fg-subtle">—</span>
              ) : job.outcome === 'ok' ? (
                <Badge variant="success">{t('OK')}</Badge>
              ) : (
                <Badge variant="danger">{t('Failed')}</Badge>
              )}
            </td>
            <td className="px-3 py-2 tabular-nums whitespace-nowrap">
              {job.durationMs === null ? '—' : t('{ms} ms', { ms: adminCount(job.durationMs) })}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              {job.nextRunAt ? (
                <time dateTime={job.nextRunAt}>{longDateTime(job.nextRunAt)}</time>
              ) : (
                <span className="text-fg-subtle">—</span>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </Section>
  );
}

/** /admin/system: the instances and their releases, migrations, scheduled jobs, queues and storage. */
export function AdminSystemPage() {
  const system = useSystemStatus();
  const status = system.data;
  const storage = status?.storage;
  const bytes = (value: number | null | undefined) =>
    value === null || value === undefined ? null : formatBytes(value);
  return (
    <PageShell
      icon={<Server />}
      title={t('System')}
      description={t(
        'The running instances, migrations, scheduled jobs, queues and storage. Read again every 30 seconds.',
      )}
    >
      {system.isError ? (
        <EmptyState title={t('The system figures could not be loaded.')} />
      ) : !status ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <>
          <section aria-label={t('Storage')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <StatCard label={msg('Database')} icon={<Database />} value={bytes(storage?.databaseBytes)} />
            <StatCard
              label={msg('Uploads')}
              icon={<HardDrive />}
              value={bytes(storage?.uploadsBytes)}
              detail={
                storage?.uploadsFiles === null || storage?.uploadsFiles === undefined
                  ? undefined
                  : t('{count, plural, one {# file} other {# files}}', { count: storage.uploadsFiles })
              }
            />
            <StatCard
              label={msg('Disk free')}
              icon={<HardDrive />}
              value={bytes(storage?.diskFreeBytes)}
              detail={
                storage?.diskTotalBytes ? t('of {total}', { total: formatBytes(storage.diskTotalBytes) }) : undefined
              }
            />
          </section>
          <section aria-label={t('Queues')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {status.queues.map((queue) => (
              <StatCard
                key={queue.name}
                label={QUEUES[queue.name] ?? queue.name}
                icon={<Inbox />}
                value={adminCount(queue.depth)}
                tone={queue.depth > 0 && queue.name !== 'mail' ? 'warning' : 'default'}
              />
            ))}
          </section>
          <Instances status={status} />
          <Section id="system-migrations" title={t('Migrations')}>
            <p className="text-sm">
              {t('{count, plural, one {# migration applied} other {# migrations applied}}', {
                count: status.migrations.applied,
              })}
              {status.migrations.last && (
                <>
                  {' · '}
                  {t('the last {name}', { name: status.migrations.last })}
                </>
              )}
            </p>
            {status.migrations.pending.length > 0 ? (
              <div role="status" className="flex flex-col gap-1 text-sm">
                <Badge variant="warning" className="self-start">
                  {t('Not applied yet: {count}', { count: status.migrations.pending.length })}
                </Badge>
                <ul className="flex flex-col gap-1 font-mono">
                  {status.migrations.pending.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm text-fg-muted">{t('Every migration this release knows is applied.')}</p>
            )}
          </Section>
          <Jobs status={status} />
        </>
      )}
    </PageShell>
  );
}
