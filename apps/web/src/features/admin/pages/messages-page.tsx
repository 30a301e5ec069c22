import { SUPPORT_SUBJECTS, type SupportSubject } from '@packdex/shared/constants';
import type { SupportMessage } from '@packdex/shared/schemas/admin';
import { Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { paths } from '@/config/paths.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useSupportMessages } from '../api/get-support-messages.ts';
import { useUpdateSupportMessage } from '../api/update-support-message.ts';
import { INBOX_FILTERS, InboxQueue, SenderDetail } from '../components/inbox-queue.tsx';
import { SUPPORT_SUBJECT_LABELS } from '../lib/labels.ts';
import { useQueueParams } from '../lib/use-queue-params.ts';

const nameOf = (m: SupportMessage) => t('Message #{id}', { id: m.id });
const isSubject = (s: string): s is SupportSubject => (SUPPORT_SUBJECTS as readonly string[]).includes(s);
const subjectOf = (s: string) => (isSubject(s) ? t(SUPPORT_SUBJECT_LABELS[s]) : s);

/** /admin/messages: what people sent through the contact form, newest first; new ones are handled with a note. */
export function AdminMessagesPage() {
  const queue = useQueueParams(paths.admin.messages.getHref(), INBOX_FILTERS, 'new');
  const messages = useSupportMessages({ page: queue.page, status: queue.status });
  const update = useUpdateSupportMessage();

  return (
    <PageShell
      icon={<Mail />}
      title={t('Contact Messages')}
      description={t('What visitors and members sent through the contact form, newest first.')}
    >
      <InboxQueue
        queue={queue}
        query={messages}
        items={messages.data?.messages}
        totalPages={messages.data?.pagination.totalPages}
        mutation={update}
        errorTitle={t('Error updating message')}
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
        pageLabel={t('Message pages')}
        nameOf={nameOf}
        card={(m) => ({
          badges: <Badge variant="info">{subjectOf(m.subject)}</Badge>,
          text: m.message,
          testId: 'message-card',
          details: (
            <>
              <dt>{t('From')}</dt>
              <SenderDetail name={m.name} email={m.email} />
              <dt>{t('Account')}</dt>
              <dd>{m.userId === null ? t('Not signed in') : t('User #{id}', { id: m.userId })}</dd>
            </>
          ),
        })}
      />
    </PageShell>
  );
}
