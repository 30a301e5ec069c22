import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, History, Loader2, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import type { DeadLinksResponse, LinkCheckAnswer } from '@packdex/shared/schemas/link-health';
import { AgoTime } from '@/components/ui/ago-time.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { LinkCheckHistory } from './link-check-history.tsx';
import { LinkStateBadge } from './link-state-badge.tsx';

export type DeadLink = DeadLinksResponse['links'][number];

/** What the last check found: the HTTP status or the error. */
function lastResult(link: DeadLink) {
  if (link.status !== null) return t('HTTP {status}', { status: link.status });
  return link.error;
}

type DeadLinkItemProps = {
  /** The item's dead links on this page of the queue (the primary and/or mirrors). */
  links: DeadLink[];
  /** The answer of the last "Check now", shown until the queue moves on. */
  checked: LinkCheckAnswer | undefined;
  checking: boolean;
  opening: boolean;
  /** The link being marked as a false positive, whose button spins. */
  marking: number | null;
  onCheck: () => void;
  onMarkFalsePositive: (link: DeadLink) => void;
  onReplace: () => void;
  onAddMirror: () => void;
  onDelete: () => void;
};

/** One item of the dead-links queue: its title, its dead links, and what can be done about them. */
export function DeadLinkItem({ links, checked, checking, opening, marking, ...on }: DeadLinkItemProps) {
  const item = links[0]!;
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={paths.content.getHref(item.slug)}
          className={cn('min-w-0 font-semibold break-words hover:underline', focusRing)}
        >
          {item.title}
        </Link>
        {item.hidden && <Badge variant="warning">{t('Hidden')}</Badge>}
      </div>
      <ul className="flex flex-col gap-2" aria-label={t('Links of {title}', { title: item.title })}>
        {links.map((link) => (
          <li key={link.id} className="flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-3">
            <span className="flex items-center gap-2">
              <LinkStateBadge state="dead" />
              <span className="text-fg-muted">{link.position === 0 ? t('Primary') : t('Mirror')}</span>
            </span>
            <span className="min-w-0 font-mono text-xs break-all">{link.url}</span>
            <span className="text-xs text-fg-muted sm:ml-auto sm:whitespace-nowrap">
              {link.checkedAt ? (
                <>
                  {t('checked')} <AgoTime at={link.checkedAt} />
                </>
              ) : (
                t('never checked')
              )}
              {lastResult(link) && <> · {lastResult(link)}</>}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="self-start sm:self-auto"
              aria-label={t('Mark {url} as a false positive', { url: link.url })}
              disabled={marking === link.id}
              onClick={() => on.onMarkFalsePositive(link)}
            >
              {marking === link.id ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <CircleCheck aria-hidden="true" />
              )}
              {t('Mark as false positive')}
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm empty:hidden">
        {checked && (
          <span className="inline-flex flex-wrap items-center gap-2">
            <span>{t('Checked now:')}</span> <LinkStateBadge state={checked.state} />
            {checked.result.status !== null && t('HTTP {status}', { status: checked.result.status })}
            {checked.result.error}
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={on.onCheck} disabled={checking}>
          {checking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          {t('Check now')}
        </Button>
        <Button variant="outline" size="sm" onClick={on.onReplace} disabled={opening}>
          <Pencil aria-hidden="true" />
          {t('Replace link')}
        </Button>
        <Button variant="outline" size="sm" onClick={on.onAddMirror} disabled={opening}>
          <Plus aria-hidden="true" />
          {t('Add mirror')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showHistory}
          aria-controls={showHistory ? historyId : undefined}
          onClick={() => setShowHistory(!showHistory)}
        >
          <History aria-hidden="true" />
          {t('Check history')}
        </Button>
        <Button variant="danger" size="sm" onClick={on.onDelete}>
          <Trash2 aria-hidden="true" />
          {t('Delete item')}
        </Button>
      </div>
      {showHistory && <LinkCheckHistory id={historyId} contentId={item.contentId} />}
    </li>
  );
}
