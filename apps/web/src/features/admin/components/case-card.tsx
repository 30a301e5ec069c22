import { useId, useState, type ReactNode } from 'react';
import { AgoTime } from '@/components/ui/ago-time.tsx';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { Label } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/** A page a compliance case names (content or a model profile). */
type CasePage = { kind: string; targetId: number };

type CaseCardProps<P extends CasePage> = {
  testId: string;
  /** `data-*` attributes that find the card by its number (`data-notice-number`). */
  data: Record<`data-${string}`, string>;
  status: { label: string; variant: BadgeVariant };
  /** Badges after the status (overdue, time left). */
  badges?: ReactNode;
  number: string;
  createdAt: string;
  /** Follows the relative time of arrival (the age in business days). */
  age?: ReactNode;
  /** What the sender wrote. */
  text: string;
  pages: readonly P[];
  /** One page's line: its address and badges. */
  page: (page: P) => ReactNode;
  senderLabel: string;
  /** The sender's `<dd>`. */
  sender: ReactNode;
  signature: string;
  /** The admin's decision reason, once there is one. */
  decision: string | null;
  /** More `<dt>`/`<dd>` pairs after the decision (the counter-notice). */
  details?: ReactNode;
  /** The decision panel while the case can be decided. */
  actions?: ReactNode;
};

/**
 * One case in a compliance queue (DMCA notice, removal request): status and number, what was sent,
 * the pages named, who sent and signed it, the decision, and the actions while it is open.
 */
export function CaseCard<P extends CasePage>(props: CaseCardProps<P>) {
  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
      data-testid={props.testId}
      {...props.data}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={props.status.variant}>{props.status.label}</Badge>
        {props.badges}
        <span className="font-mono text-sm font-semibold break-all">{props.number}</span>
        <AgoTime className="ml-auto text-caption text-fg-muted" at={props.createdAt}>
          {props.age}
        </AgoTime>
      </div>
      <p className="text-sm break-words whitespace-pre-line">{props.text}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-caption break-words text-fg-muted sm:grid-cols-[auto_1fr]">
        <dt>{t('Pages')}</dt>
        <dd className="flex flex-col gap-1 text-sm text-fg">
          {props.pages.map((p) => (
            <span key={`${p.kind}-${p.targetId}`} className="flex flex-wrap items-center gap-2 break-all">
              {props.page(p)}
            </span>
          ))}
        </dd>
        <dt>{props.senderLabel}</dt>
        {props.sender}
        <dt>{t('Signature')}</dt>
        <dd className="text-sm text-fg">{props.signature}</dd>
        {props.decision && (
          <>
            <dt>{t('Decision')}</dt>
            <dd className="text-sm whitespace-pre-line text-fg">{props.decision}</dd>
          </>
        )}
        {props.details}
      </dl>
      {props.actions}
    </li>
  );
}

/** The note an admin writes with a decision, and the decision's buttons, which receive it trimmed. */
export function DecisionPanel({ label, children }: { label: string; children: (note: string) => ReactNode }) {
  const [text, setText] = useState('');
  const textId = useId();
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={textId}>{label}</Label>
        <Textarea id={textId} value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">{children(text.trim())}</div>
    </div>
  );
}
