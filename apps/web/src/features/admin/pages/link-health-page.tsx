import { useState } from 'react';
import { Activity, CircleCheck, CircleHelp, CircleX, Link2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Content } from '@packdex/shared/schemas';
import type { LinkCheckAnswer } from '@packdex/shared/schemas/link-health';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAlert } from '@/components/ui/use-alert.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { getAdminContentQueryOptions } from '../api/get-admin-content.ts';
import { linkHealthKey, useCheckNow, useDeadLinks, useLinkHealth, useMarkFalsePositive } from '../api/link-health.ts';
import { ContentFormDialog } from '../components/content-form-dialog.tsx';
import { DeadLinkItem, type DeadLink } from '../components/dead-link-item.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { adminFailure } from '../lib/alerts.ts';
import { compliancePaths } from '../lib/compliance-paths.ts';
import { adminCount } from '../lib/format.ts';
import { useListParams } from '../lib/use-list-params.ts';

const STATES = [
  { state: 'alive', label: msg('Alive links'), icon: <CircleCheck /> },
  { state: 'dead', label: msg('Dead links'), icon: <CircleX /> },
  { state: 'unknown', label: msg('Unknown links'), icon: <CircleHelp /> },
] as const;

/** The queue's rows (one per dead link) gathered by item, in the queue's order. */
function byItem(links: DeadLink[]): DeadLink[][] {
  const groups = new Map<number, DeadLink[]>();
  for (const link of links) groups.set(link.contentId, [...(groups.get(link.contentId) ?? []), link]);
  return [...groups.values()];
}

/** The counts by state and by host. */
function Summary() {
  const summary = useLinkHealth();
  const counts = summary.data?.counts;
  return (
    <>
      <section aria-label={t('Links by state')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {STATES.map(({ state, label, icon }) => (
          <StatCard
            key={state}
            label={label}
            icon={icon}
            loading={summary.isPending}
            value={counts ? adminCount(counts[state]) : null}
            missingTip={t('The link health figures could not be loaded.')}
            tone={state === 'dead' && counts && counts.dead > 0 ? 'warning' : 'default'}
          />
        ))}
      </section>
      {summary.data && summary.data.hosts.length > 0 && (
        <section aria-label={t('Links by host')} className="overflow-x-auto rounded-card border border-line">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('Links by host')}</caption>
            <thead className="bg-surface-2 text-left text-fg-muted">
              <tr>
                <th className="px-3 py-2 font-medium">{t('Host')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('Alive')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('Dead')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('Unknown')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.data.hosts.map((host) => (
                <tr key={host.host} className="border-t border-line">
                  <td className="px-3 py-2 break-all">
                    {host.host} {host.down && <Badge variant="warning">{t('Host down')}</Badge>}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{adminCount(host.alive)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{adminCount(host.dead)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{adminCount(host.unknown)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}

/** /admin/link-health: links by state and host, and the dead-links queue with what to do about each item. */
export function AdminLinkHealthPage() {
  const params = useListParams(compliancePaths.linkHealth.getHref());
  const dead = useDeadLinks(params.page);
  const check = useCheckNow();
  const remove = useDeleteContent();
  const falsePositive = useMarkFalsePositive();
  const [marked, setMarked] = useState<{ title: string; hidden: boolean } | null>(null);
  const queryClient = useQueryClient();
  const { showAlert, alertProps } = useAlert();
  const [answers, setAnswers] = useState<Record<number, LinkCheckAnswer>>({});
  const [editing, setEditing] = useState<{ item: Content; addMirror: boolean } | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: linkHealthKey });

  const checkNow = (id: number) =>
    check.mutate(id, {
      onSuccess: (answer) => setAnswers((all) => ({ ...all, [id]: answer })),
      onError: adminFailure(showAlert, t('The check failed')),
    });
  const markFalsePositive = (link: DeadLink) =>
    falsePositive.mutate(link.id, {
      onSuccess: (answer) => setMarked({ title: link.title, hidden: answer.hidden }),
      onError: adminFailure(showAlert, t('The link could not be marked as a false positive')),
    });
  const askDelete = (link: DeadLink) =>
    showAlert({
      type: 'error',
      title: t('Delete Content'),
      message: t('Are you sure you want to delete this content?'),
      confirmText: t('Delete'),
      showCancel: true,
      onConfirm: () =>
        remove.mutate(link.contentId, {
          onSuccess: () => void refresh(),
          onError: adminFailure(showAlert, t('Error deleting content')),
        }),
    });
  // The form needs the whole item with its links (primary, then mirrors), fresh.
  const edit = (link: DeadLink, addMirror: boolean) => {
    setOpening(link.contentId);
    queryClient
      .fetchQuery({ ...getAdminContentQueryOptions(link.slug), staleTime: 0 })
      .then((item) => setEditing({ item, addMirror }), adminFailure(showAlert, t('The item could not be loaded.')))
      .finally(() => setOpening(null));
  };

  return (
    <PageShell
      icon={<Activity />}
      title={t('Link health')}
      description={t(
        'Download links by state and host, and the items whose links are dead: hidden from visitors until a link works again.',
      )}
    >
      <Summary />
      <section aria-labelledby="dead-links-title" className="flex flex-col gap-3">
        <h2 id="dead-links-title" className="text-lg font-semibold">
          {t('Dead links')}
        </h2>
        <p role="status" className="text-sm empty:hidden">
          {marked &&
            (marked.hidden
              ? t('{title}: the link is marked as a false positive; another hold still hides the item.', {
                  title: marked.title,
                })
              : t('{title}: the link is marked as a false positive and the item is shown again.', {
                  title: marked.title,
                }))}
        </p>
        {dead.isPending ? (
          <Skeleton className="h-40 rounded-card" aria-label={t('Loading dead links')} />
        ) : dead.isError ? (
          <EmptyState
            title={t('The dead links could not be loaded.')}
            action={
              <Button variant="outline" onClick={() => void dead.refetch()}>
                {t('Try again')}
              </Button>
            }
          />
        ) : dead.data.links.length === 0 ? (
          <EmptyState icon={<Link2 />} title={t('No dead links')} description={t('Every checked link answers.')} />
        ) : (
          <>
            <ul className="flex flex-col gap-3" aria-label={t('Dead links')}>
              {byItem(dead.data.links).map((links) => {
                const item = links[0]!;
                return (
                  <DeadLinkItem
                    key={item.contentId}
                    links={links}
                    checked={answers[item.contentId]}
                    checking={check.isPending && check.variables === item.contentId}
                    opening={opening === item.contentId}
                    marking={falsePositive.isPending ? (falsePositive.variables ?? null) : null}
                    onCheck={() => checkNow(item.contentId)}
                    onMarkFalsePositive={markFalsePositive}
                    onReplace={() => edit(item, false)}
                    onAddMirror={() => edit(item, true)}
                    onDelete={() => askDelete(item)}
                  />
                );
              })}
            </ul>
            <Pagination
              page={params.page}
              totalPages={dead.data.pagination.totalPages}
              hrefForPage={params.hrefForPage}
            />
          </>
        )}
      </section>
      <ContentFormDialog
        open={editing !== null}
        item={editing?.item ?? null}
        addMirror={editing?.addMirror}
        onClose={() => {
          setEditing(null);
          void refresh();
        }}
        showAlert={showAlert}
      />
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
