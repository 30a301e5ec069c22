import { INBOX_NOTE_MAX_LENGTH, type InboxStatus } from '@packdex/shared/constants';
import { CheckCircle2, Clock, RotateCcw, Save } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import type { InboxUpdateInput } from '../api/update-recommendation.ts';
import { INBOX_STATUS_LABELS } from '../lib/labels.ts';
import { AgoTime } from '@/components/ui/ago-time.tsx';

/** What every inbox item has: its state, the admin's note, who handled it and when. */
export type InboxItem = {
  id: number;
  status: InboxStatus;
  note: string | null;
  createdAt: string;
  handledAt: string | null;
  handledBy: { id: number; name: string } | null;
};

type InboxCardProps = {
  item: InboxItem;
  /** The item's name for people and screen readers ("Recommendation #3"). */
  name: string;
  /** Badges beside the status (the subject of a message). */
  badges?: ReactNode;
  /** What was sent, as the sender wrote it. */
  text: string;
  /** More about the item: `<dt>`/`<dd>` pairs (model, sender). */
  details: ReactNode;
  /** Sends the change; `done` runs once it is saved. */
  onUpdate: (input: InboxUpdateInput, done: () => void) => void;
  busy: boolean;
  testId: string;
};

/** The note and the buttons that change an item: mark handled, save the note, or mark as new again. */
function InboxActions({ item, name, onUpdate, busy }: Pick<InboxCardProps, 'item' | 'name' | 'onUpdate' | 'busy'>) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const panelId = useId();
  const send = (status: InboxStatus) => onUpdate({ id: item.id, status, note: note.trim() }, () => setOpen(false));
  const toggle = () => {
    if (!open) setNote(item.note ?? '');
    setOpen(!open);
  };
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('Actions for {name}', { name })}
        onClick={toggle}
      >
        {t('Actions')}
      </Button>
      {open && (
        <div id={panelId} className="flex flex-col gap-3 rounded-lg border border-line p-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={noteId}>{t('Note')}</Label>
            <Textarea
              id={noteId}
              value={note}
              maxLength={INBOX_NOTE_MAX_LENGTH}
              onChange={(e) => setNote(e.target.value)}
              placeholder={t('What was done, for the next admin')}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            {item.status === 'new' ? (
              <>
                <Button size="sm" disabled={busy} onClick={() => send('handled')}>
                  <CheckCircle2 aria-hidden="true" /> {t('Mark handled')}
                </Button>
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => send('new')}>
                  <Save aria-hidden="true" /> {t('Save note')}
                </Button>
              </>
            ) : (
              <>
                <Button size="sm" disabled={busy} onClick={() => send('handled')}>
                  <Save aria-hidden="true" /> {t('Save note')}
                </Button>
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => send('new')}>
                  <RotateCcw aria-hidden="true" /> {t('Mark as new')}
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** One recommendation or contact message in its admin inbox: status, what was sent, details, the note, actions. */
export function InboxCard({ item, name, badges, text, details, onUpdate, busy, testId }: InboxCardProps) {
  const handled = item.status === 'handled';
  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
      data-testid={testId}
      data-item-id={item.id}
      data-status={item.status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={handled ? 'success' : 'warning'}>
          {handled ? <CheckCircle2 aria-hidden="true" /> : <Clock aria-hidden="true" />}
          {t(INBOX_STATUS_LABELS[item.status])}
        </Badge>
        {badges}
        <span className="text-sm font-semibold">{name}</span>
        <AgoTime className="ml-auto text-caption text-fg-muted" at={item.createdAt} />
      </div>
      <p className="text-sm break-words whitespace-pre-line">{text}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-caption break-words text-fg-muted sm:grid-cols-[auto_1fr]">
        {details}
        {handled && item.handledAt && (
          <>
            <dt>{t('Handled')}</dt>
            <dd className="text-sm text-fg">
              <AgoTime at={item.handledAt} />
              {item.handledBy && <> · {t('by {name}', { name: item.handledBy.name })}</>}
            </dd>
          </>
        )}
        {item.note && (
          <>
            <dt>{t('Note')}</dt>
            <dd className="text-sm whitespace-pre-line text-fg">{item.note}</dd>
          </>
        )}
      </dl>
      <InboxActions item={item} name={name} onUpdate={onUpdate} busy={busy} />
    </li>
  );
}
