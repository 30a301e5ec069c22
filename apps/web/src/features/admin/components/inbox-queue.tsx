import { INBOX_STATUSES } from '@packdex/shared/constants';
import type { ComponentProps, ReactNode } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { cn, focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import type { InboxFilter } from '../api/get-admin-recommendations.ts';
import { INBOX_STATUS_LABELS } from '../lib/labels.ts';
import { useInboxUpdate } from '../lib/use-inbox-update.ts';
import type { QueueParams } from '../lib/use-queue-params.ts';
import { InboxCard, type InboxItem } from './inbox-card.tsx';
import { InboxStatusLine } from './inbox-status-line.tsx';
import { QueueTabs } from './queue-tabs.tsx';

/** An inbox's tabs: its statuses, then all of them. */
export const INBOX_FILTERS: InboxFilter[] = [...INBOX_STATUSES, 'all'];

export const inboxLinkClass = cn('rounded-sm text-accent hover:underline', focusRing);

/** Who sent an inbox item, as a `<dd>`: their name and a mail link. */
export function SenderDetail({ name, email }: { name: string; email: string }) {
  return (
    <dd className="text-sm text-fg">
      {name} ·{' '}
      <a className={inboxLinkClass} href={`mailto:${email}`}>
        {email}
      </a>
    </dd>
  );
}

type InboxQueueProps<T extends InboxItem> = {
  /** The queue's `?status=` and `?page=` (useQueueParams over INBOX_FILTERS). */
  queue: QueueParams<InboxFilter>;
  query: ComponentProps<typeof QueueTabs>['query'];
  items: readonly T[] | undefined;
  totalPages: number | undefined;
  mutation: Parameters<typeof useInboxUpdate>[0];
  errorTitle: string;
  texts: ComponentProps<typeof QueueTabs<InboxFilter, T>>['texts'];
  icon: ReactNode;
  pageLabel: string;
  /** The item's name for people and screen readers ("Message #3"). */
  nameOf: (item: T) => string;
  /** The rest of an item's card: its text, details, badges and test id. */
  card: (item: T) => Pick<ComponentProps<typeof InboxCard>, 'badges' | 'text' | 'details' | 'testId'>;
};

/**
 * An admin inbox (recommendations, contact messages): status tabs over the items' cards, newest
 * first; a card's change is saved, announced in the status line, and a failure shown in an alert.
 */
export function InboxQueue<T extends InboxItem>(props: InboxQueueProps<T>) {
  const { queue, nameOf } = props;
  const { update, busyId, announcement, statusRef, alertProps } = useInboxUpdate(props.mutation, {
    filter: queue.status,
    errorTitle: props.errorTitle,
  });
  return (
    <>
      <QueueTabs
        filters={INBOX_FILTERS}
        queue={queue}
        filterLabel={(f) => t(INBOX_STATUS_LABELS[f])}
        texts={props.texts}
        icon={props.icon}
        header={<InboxStatusLine ref={statusRef} text={announcement} />}
        query={props.query}
        items={props.items}
        renderItem={(item) => (
          <InboxCard
            key={item.id}
            item={item}
            name={nameOf(item)}
            {...props.card(item)}
            onUpdate={(input, done) => update(input, { name: nameOf(item), status: item.status }, done)}
            busy={busyId === item.id}
          />
        )}
        totalPages={props.totalPages}
        pageLabel={props.pageLabel}
        skeletonClassName="h-40 rounded-card"
      />
      <AlertDialog {...alertProps} />
    </>
  );
}
