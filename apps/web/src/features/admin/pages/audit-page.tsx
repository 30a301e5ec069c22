import { History, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ENTITIES } from '@packdex/shared/constants';
import type { AuditEntity } from '@packdex/shared/constants';
import type { AuditEntry } from '@packdex/shared/schemas/catalogue-admin';
import { Badge } from '@/components/ui/badge.tsx';
import type { BadgeVariant } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Label } from '@/components/ui/input.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { hrefForPageOf, liveSearchParams, readPageParam } from '@/lib/search-params.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAudit } from '../api/get-audit.ts';
import { fieldChanges } from '../lib/audit-changes.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { AgoTime } from '@/components/ui/ago-time.tsx';

const ENTITY_LABEL: Record<AuditEntity, string> = {
  model: msg('Model'),
  content: msg('Content'),
  report: msg('Report'),
  user: msg('User'),
  dmca_notice: msg('DMCA notice'),
  recommendation: msg('Recommendation'),
  support_message: msg('Contact message'),
  catalogue_import: msg('Catalogue import'),
  tag: msg('Tag'),
};
const ACTION_VARIANT: Record<string, BadgeVariant> = { create: 'success', update: 'info', delete: 'danger' };
const isEntity = (v: string | null): v is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(v ?? '');

function EntryCard({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry.before, entry.after);
  const kind = isEntity(entry.entity) ? t(ENTITY_LABEL[entry.entity]) : entry.entity;
  return (
    <li className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={ACTION_VARIANT[entry.action] ?? 'neutral'} className="capitalize">
          {t('{action, select, create {create} update {update} delete {delete} other {{action}}}', {
            action: entry.action,
          })}
        </Badge>
        <span className="text-sm font-medium text-fg">
          {entry.label ? t('{kind}: {label}', { kind, label: entry.label }) : kind}
        </span>
        {entry.entityId !== null && <span className="text-caption text-fg-subtle">#{entry.entityId}</span>}
      </div>
      <p className="text-caption text-fg-muted">
        {entry.actor
          ? t('by {name} ({email})', { name: entry.actor.name, email: entry.actor.email })
          : t('by a deleted admin')}{' '}
        · <AgoTime at={entry.createdAt} />
      </p>
      {changes.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-fg-muted hover:text-fg">
            {t('{count, plural, one {# field} other {# fields}}', { count: changes.length })}
          </summary>
          <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1">
            {changes.map((c) => (
              <div key={c.field} className="contents">
                <dt className="text-fg-subtle">{c.field}</dt>
                <dd className="min-w-0 break-words text-fg">
                  {entry.action === 'update' ? (
                    <>
                      <del className="text-fg-muted">{c.before}</del> → <ins className="no-underline">{c.after}</ins>
                    </>
                  ) : entry.action === 'delete' ? (
                    c.before
                  ) : (
                    c.after
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}

/** /admin/audit: every change admins made (who, what, when, before and after), newest first, 20 a page. */
export function AdminAuditPage() {
  useDocumentTitle(t('Audit Log'));
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPageParam(searchParams.get('page'));
  const entityParam = searchParams.get('entity');
  const entity = isEntity(entityParam) ? entityParam : undefined;
  const mine = searchParams.get('actor') === 'me';
  const audit = useAudit({ page, entity, actor: mine && user ? user.id : undefined });

  useEffect(() => {
    if (audit.error) console.error('Could not load the audit log', audit.error);
  }, [audit.error]);

  const setFilter = (key: 'entity' | 'actor', value: string) => {
    const next = liveSearchParams();
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setSearchParams(next);
  };
  const hrefForPage = (p: number) => hrefForPageOf(paths.admin.audit.getHref(), searchParams, p);
  const entries = audit.data?.entries ?? [];

  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-start gap-4">
        <div
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-card bg-accent-soft text-accent [&_svg]:size-6"
        >
          <History />
        </div>
        <div className="flex flex-col gap-1">
          <h1 className="text-title font-bold tracking-tight">{t('Audit Log')}</h1>
          <p className="text-fg-muted">{t('Every change admins made to models, content, reports and accounts.')}</p>
        </div>
      </header>
      <div className="grid gap-4 sm:flex sm:items-end">
        <div className="flex flex-col gap-1.5 sm:w-48">
          <Label htmlFor="audit-entity">{t('Kind')}</Label>
          <Select id="audit-entity" value={entity ?? ''} onChange={(e) => setFilter('entity', e.target.value)}>
            <option value="">{t('Everything')}</option>
            {AUDIT_ENTITIES.map((value) => (
              <option key={value} value={value}>
                {t(ENTITY_LABEL[value])}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5 sm:w-48">
          <Label htmlFor="audit-actor">{t('By')}</Label>
          <Select id="audit-actor" value={mine ? 'me' : ''} onChange={(e) => setFilter('actor', e.target.value)}>
            <option value="">{t('Every admin')}</option>
            <option value="me">{t('Me')}</option>
          </Select>
        </div>
      </div>
      {audit.isPending ? (
        <div role="status" aria-label={t('Loading')} className="flex flex-col gap-3">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full rounded-card" />
          ))}
        </div>
      ) : audit.error ? (
        <EmptyState
          title={t('Could not load the audit log')}
          description={t('The server did not answer. Check your connection and try again.')}
          action={
            <Button variant="secondary" onClick={() => void audit.refetch()}>
              <RefreshCw aria-hidden="true" /> {t('Try again')}
            </Button>
          }
        />
      ) : entries.length === 0 ? (
        <EmptyState title={t('No changes recorded')} icon={<History />} />
      ) : (
        <ul aria-label={t('Audit entries')} className="flex flex-col gap-3">
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {audit.data && <Pagination page={page} totalPages={audit.data.pagination.totalPages} hrefForPage={hrefForPage} />}
    </div>
  );
}
