import { Loader2, MessagesSquare, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CONTACT_MESSAGE_MAX_LENGTH, SUPPORT_RESPONSE_HOURS, SUPPORT_SUBJECTS } from '@packdex/shared/constants';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import type { AlertDialogType } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { EmailField, SelectField, TextareaField, TextField } from '@/components/ui/form-fields.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { serverMessage, t } from '@/lib/i18n/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';
import { INVALID_EMAIL, MISSING_FIELDS, contactForm } from '../lib/contact-form.ts';
import type { ContactDraft } from '../lib/contact-form.ts';
import { SUBJECT_LABELS } from '../lib/subjects.ts';
import { SentPanel } from './sent-panel.tsx';

type Alert = { type: AlertDialogType; title: string; message: string };
type Recipient = { name: string; email: string };

type ContactFormProps = {
  /** The message being written; null starts one, prefilled from the signed-in user. */
  draft: ContactDraft | null;
  onDraftChange: (draft: ContactDraft | null) => void;
  onDone: () => void;
};

type ContactFieldsProps = Omit<ContactFormProps, 'onDone'> & {
  onSent: (recipient: Recipient) => void;
  onAlert: (alert: Alert) => void;
};

function ContactFields({ draft, onDraftChange, onSent, onAlert }: ContactFieldsProps) {
  const { user } = useSession();
  const send = useSendSupportMessage();
  const form = useZodForm(contactForm, {
    defaultValues: draft ?? { name: user?.name ?? '', email: user?.email ?? '', subject: '', message: '' },
  });

  // Every change goes up to the provider, so a half-written message outlives the dialog and the tabs.
  useEffect(() => {
    const subscription = form.watch((values) =>
      onDraftChange({
        name: values.name ?? '',
        email: values.email ?? '',
        subject: values.subject ?? '',
        message: values.message ?? '',
      }),
    );
    return () => subscription.unsubscribe();
  }, [form, onDraftChange]);

  const subjectOptions = SUPPORT_SUBJECTS.map((subject) => ({ value: subject, label: t(SUBJECT_LABELS[subject]) }));

  return (
    <Form
      form={form}
      aria-label={t('Contact Support')}
      className="flex flex-col gap-4"
      onSubmit={(message) =>
        send.mutate(message, {
          onSuccess: () => onSent({ name: message.name, email: message.email }),
          onError: (error) =>
            onAlert({
              type: 'error',
              title: t('Send Failed'),
              message:
                error instanceof ApiError
                  ? serverMessage(error.message)
                  : t('Your message could not be sent. Please try again.'),
            }),
        })
      }
      onInvalid={(errors) => {
        const messages = Object.values(errors).map((error) => error?.message);
        if (messages.includes(MISSING_FIELDS)) {
          onAlert({ type: 'warning', title: t('Missing Information'), message: t(MISSING_FIELDS) });
        } else if (errors.email?.message) {
          const message = errors.email.message;
          onAlert({
            type: 'warning',
            title: t('Invalid Email'),
            message: message === INVALID_EMAIL ? t(INVALID_EMAIL) : message,
          });
        } else {
          onAlert({
            type: 'warning',
            title: t('Check Your Message'),
            message: messages[0] ?? t('Please check the form.'),
          });
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="name" label={t('Name')} autoComplete="name" maxLength={80} required />
        <EmailField control={form.control} name="email" />
      </div>
      <SelectField
        control={form.control}
        name="subject"
        label={t('Subject')}
        placeholder={t('Choose a subject…')}
        options={subjectOptions}
        required
      />
      <TextareaField
        control={form.control}
        name="message"
        label={t('Message')}
        rows={5}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        required
        placeholder={t('How can we help?')}
        className="[&_textarea]:min-h-28"
      />
      <p className="text-sm text-fg-muted">
        {t('We respond within {hours, plural, one {# hour} other {# hours}}.', { hours: SUPPORT_RESPONSE_HOURS })}
      </p>
      <Button type="submit" disabled={send.isPending} className="w-full">
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {send.isPending ? t('Sending…') : t('Send Message')}
      </Button>
    </Form>
  );
}

export function ContactForm({ draft, onDraftChange, onDone }: ContactFormProps) {
  const [alert, setAlert] = useState<Alert | null>(null);
  const [sentTo, setSentTo] = useState<Recipient | null>(null);

  if (sentTo)
    return <SentPanel name={sentTo.name} email={sentTo.email} onAnother={() => setSentTo(null)} onClose={onDone} />;

  return (
    <>
      <ContactFields
        draft={draft}
        onDraftChange={onDraftChange}
        onSent={(recipient) => {
          setSentTo(recipient);
          onDraftChange(null);
        }}
        onAlert={setAlert}
      />
      <div className="mt-5 flex flex-col gap-3 rounded-lg border border-line bg-surface-2/50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-fg-muted">{t('Prefer to chat with the community?')}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            setAlert({ type: 'info', title: t('Coming Soon'), message: t('Discord support will be available soon!') })
          }
        >
          <MessagesSquare aria-hidden="true" /> {t('Community Chat')}
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
