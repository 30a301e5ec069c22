import { useSearchParams } from 'react-router';
import { REMOVAL_REQUEST_HOURS, REMOVAL_REQUEST_MAX_URLS } from '@packdex/shared/constants';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { EmailField, TextareaField, TextField } from '@/components/ui/form-fields.tsx';
import { useFileRemovalRequest } from '../api/file-removal-request.ts';
import { removalForm, type RemovalDraft } from '../lib/dmca-forms.ts';
import { useFiling } from '../lib/use-send.ts';
import { FiledReceipt } from './filed-receipt.tsx';
import { SignAndSend } from './sign-and-send.tsx';
import { t, tx } from '@/lib/i18n/i18n.ts';

const EMPTY: RemovalDraft = { urls: '', name: '', email: '', statement: '', signature: '' };

/** The removal request of a person depicted without consent: the pages, a statement, contact details, a signature. */
export function RemovalRequestForm() {
  const file = useFileRemovalRequest();
  // A content page's menu links here with the page's address filled in.
  const [searchParams] = useSearchParams();
  const form = useZodForm(removalForm, { defaultValues: { ...EMPTY, urls: searchParams.get('url') ?? '' } });
  const { filed, failure, submit, clear } = useFiling(
    file.mutateAsync,
    t('Your request could not be sent. Please try again.'),
  );

  if (filed)
    return (
      <FiledReceipt
        title={t('Request received')}
        again={{
          label: t('File another request'),
          onClick: () => {
            form.reset(EMPTY);
            clear();
          },
        }}
      >
        <p className="text-fg-muted">
          {tx(
            'Your request number is {number}. The pages are hidden while we review it, and we decide within {hours} hours. We sent a confirmation to {email}.',
            {
              number: (
                <strong className="font-mono text-fg" data-testid="removal-request-number">
                  {filed.number}
                </strong>
              ),
              hours: REMOVAL_REQUEST_HOURS,
              email: filed.email,
            },
          )}
        </p>
      </FiledReceipt>
    );

  return (
    <Form form={form} aria-label={t('Removal request')} className="flex flex-col gap-4" onSubmit={submit}>
      <TextareaField
        control={form.control}
        name="urls"
        label={t('1. Pages on this site that show you (one a line, at most {max})', { max: REMOVAL_REQUEST_MAX_URLS })}
        rows={3}
        maxLength={REMOVAL_REQUEST_MAX_URLS * 200}
        placeholder={`${window.location.origin}/content/…`}
      />
      <TextareaField
        control={form.control}
        name="statement"
        label={t('2. Your statement')}
        rows={4}
        maxLength={5000}
        placeholder={t(
          'I am the person shown (or act for them) and I state in good faith that this depiction was published without consent.',
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="name" label={t('3. Full name')} autoComplete="name" maxLength={200} />
        <EmailField control={form.control} name="email" maxLength={254} />
      </div>
      <SignAndSend
        control={form.control}
        signatureLabel={t('4. Electronic signature (type your full name)')}
        failure={failure}
        sending={file.isPending}
        sendLabel={t('Send request')}
      />
    </Form>
  );
}
