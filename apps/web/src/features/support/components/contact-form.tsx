import { Loader2, MessagesSquare, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { CONTACT_MESSAGE_MAX_LENGTH, SUPPORT_RESPONSE_HOURS, SUPPORT_SUBJECTS } from '@packdex/shared/constants';
import type { SupportSubject } from '@packdex/shared/constants';
import { supportMessageBody } from '@packdex/shared/schemas';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import type { AlertDialogType } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useSession } from '@/lib/session.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';
import { SUBJECT_LABELS } from '../lib/subjects.ts';
import { SentPanel } from './sent-panel.tsx';

export type ContactDraft = { name: string; email: string; subject: SupportSubject | ''; message: string };
type Alert = { type: AlertDialogType; title: string; message: string };

const fieldClasses = cn(
  'w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg placeholder:text-fg-subtle',
  focusRing,
);

export type ContactFormProps = {
  /** The message being written; null starts one, prefilled from the signed-in user. */
  draft: ContactDraft | null;
  onDraftChange: (draft: ContactDraft | null) => void;
  onDone: () => void;
};

export function ContactForm({ draft, onDraftChange, onDone }: ContactFormProps) {
  const id = useId();
  const { user } = useSession();
  const values: ContactDraft = draft ?? { name: user?.name ?? '', email: user?.email ?? '', subject: '', message: '' };
  const set = (changes: Partial<ContactDraft>) => onDraftChange({ ...values, ...changes });
  const [alert, setAlert] = useState<Alert | null>(null);
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const send = useSendSupportMessage();

  if (sentTo)
    return <SentPanel name={sentTo.name} email={sentTo.email} onAnother={() => setSentTo(null)} onClose={onDone} />;

  const submit = () => {
    const trimmed = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject,
      message: values.message.trim(),
    };
    if (!trimmed.name || !trimmed.email || !trimmed.subject || !trimmed.message) {
      setAlert({ type: 'warning', title: 'Missing Information', message: 'Please fill in all required fields.' });
      return;
    }
    const parsed = supportMessageBody.safeParse(trimmed);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const isEmail = issue?.path[0] === 'email';
      setAlert({
        type: 'warning',
        title: isEmail ? 'Invalid Email' : 'Check Your Message',
        message: issue?.message ?? 'Please check the form.',
      });
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo({ name: parsed.data.name, email: parsed.data.email });
        onDraftChange(null);
      },
      onError: (error) =>
        setAlert({
          type: 'error',
          title: 'Send Failed',
          message: error instanceof ApiError ? error.message : 'Your message could not be sent. Please try again.',
        }),
    });
  };

  return (
    <>
      <form
        noValidate
        aria-label="Contact Support"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              autoComplete="name"
              maxLength={80}
              required
              value={values.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => set({ email: e.target.value })}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-subject`}>Subject</Label>
          <select
            id={`${id}-subject`}
            required
            value={values.subject}
            onChange={(e) => set({ subject: e.target.value as SupportSubject | '' })}
            className={cn(fieldClasses, 'h-10 cursor-pointer', values.subject === '' && 'text-fg-subtle')}
          >
            <option value="">Choose a subject…</option>
            {SUPPORT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject} className="text-fg">
                {SUBJECT_LABELS[subject]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between">
            <Label htmlFor={`${id}-message`}>Message</Label>
            <span id={`${id}-count`} className="text-caption text-fg-subtle tabular-nums">
              {values.message.length}/{CONTACT_MESSAGE_MAX_LENGTH}
            </span>
          </div>
          <textarea
            id={`${id}-message`}
            rows={5}
            required
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            aria-describedby={`${id}-count`}
            value={values.message}
            onChange={(e) => set({ message: e.target.value })}
            placeholder="How can we help?"
            className={cn(fieldClasses, 'min-h-28 resize-y py-2')}
          />
        </div>
        <p className="text-sm text-fg-muted">We respond within {SUPPORT_RESPONSE_HOURS} hours.</p>
        <Button type="submit" disabled={send.isPending} className="w-full">
          {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {send.isPending ? 'Sending…' : 'Send Message'}
        </Button>
      </form>
      <div className="mt-5 flex flex-col gap-3 rounded-lg border border-line bg-surface-2/50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-fg-muted">Prefer to chat with the community?</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            setAlert({ type: 'info', title: 'Coming Soon', message: 'Discord support will be available soon!' })
          }
        >
          <MessagesSquare aria-hidden="true" /> Community Chat
        </Button>
      </div>
      <AlertDialog
        open={alert !== null}
        onClose={() => setAlert(null)}
        type={alert?.type ?? 'info'}
        title={alert?.title ?? ''}
        message={alert?.message ?? ''}
      />
    </>
  );
}
