import { INBOX_STATUSES, SUPPORT_SUBJECTS, type SupportSubject } from '@packdex/shared/constants';
import type { SupportMessage } from '@packdex/shared/schemas/admin';
import { Mail } from 'lucide-react';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import type { InboxFilter } from '../api/get-admin-recommendations.ts';
import { useSupportMessages } from '../api/get-support-messages.ts';
import { useUpdateSupportMessage } from '../api/update-support-message.ts';
import { InboxCard } from '../components/inbox-card.tsx';
import { InboxStatusLine } from '../components/inbox-status-line.tsx';
import { QueueTabs } from '../components/queue-tabs.tsx';
import { INBOX_STATUS_LABELS, SUPPORT_SUBJECT_LABELS } from '../lib/labels.ts';
import { useInboxUpdate } from '../lib/use-inbox-update.ts';
import { useQueueParams } from '../lib/use-queue-params.ts';

const FILTERS: InboxFilter[] = [...INBOX_STATUSES, 'all'];
const linkClass = cn('rounded-sm text-accent hover:underline', focusRing);
const nameOf = (m: SupportMessage) => t('Message #{id}', { id: m.id });
const isSubject = (s: string): s is SupportSubject => (SUPPORT_SUBJECTS as readonly string[]).includes(s);
const subjectOf = (s: string) => (isSubject(s) ? t(SUPPORT_SUBJECT_LABELS[s]) : s);

/** /admin/messages: what people sent through the contact form, newest first; new ones are handled with a note. */
export function AdminMessagesPage() {
  const { status, page, setStatus, hrefForPage } = useQueueParams(paths.admin.messages.getHref(), FILTERS, 'new');
  const messages = useSupportMessages({ page, status });
  const { update, busyId, announcement, statusRef, alertProps } = useInboxUpdate(useUpdateSupportMessage(), {
    filter: status,
    errorTitle: t('Error updating message'),
  });

  return (
    <PageShell
      icon={<Mail />}
      title={t('Contact Messages')}
      description={t('What visitors and members sent through the contact form, newest first.')}
    >
      <QueueTabs
        filters={FILTERS}
        filter={status}
        onFilterChange={setStatus}
        filterLabel={(f) => t(INBOX_STATUS_LABELS[f])}
        texts={{
          tabs: t('Message status'),
          loading: t('Loading messages'),
          empty: t('No messages found'),
          failed: t('The messages could not be loaded.'),
          list: (filter) =>
            t('{status, select, new {New messages} handled {Handled messages} other {All messages}}', {
              status: filter,
            }),
        }}
        icon={<Mail />}
        header={<InboxStatusLine ref={statusRef} text={announcement} />}
        query={messages}
        items={messages.data?.messages}
        renderItem={(m) => (
          <InboxCard
            key={m.id}
            item={m}
            name={nameOf(m)}
            badges={<Badge variant="info">{subjectOf(m.subject)}</Badge>}
            text={m.message}
            testId="message-card"
            details={
              <>
                <dt>{t('From')}</dt>
                <dd className="text-sm text-fg">
                  {m.name} ·{' '}
                  <a className={linkClass} href={`mailto:${m.email}`}>
                    {m.email}
                  </a>
                </dd>
                <dt>{t('Account')}</dt>
                <dd>{m.userId === null ? t('Not signed in') : t('User #{id}', { id: m.userId })}</dd>
              </>
            }
            onUpdate={(input, done) => update(input, { name: nameOf(m), status: m.status }, done)}
            busy={busyId === m.id}
          />
        )}
        page={page}
        totalPages={messages.data?.pagination.totalPages}
        hrefForPage={hrefForPage}
        pageLabel={t('Message pages')}
        skeletonClassName="h-40 rounded-card"
      />
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
