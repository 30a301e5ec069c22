import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '@/components/page-shell.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { CheckboxField, TextareaField, TextField } from '@/components/ui/form-fields.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useFileCounterNotice } from '../api/file-counter-notice.ts';
import { counterNoticeForm, type CounterNoticeDraft } from '../lib/dmca-forms.ts';
import { useSend } from '../lib/use-send.ts';
import { ContactFields } from '../components/contact-fields.tsx';
import { FiledReceipt } from '../components/filed-receipt.tsx';
import { SignAndSend } from '../components/sign-and-send.tsx';
import { longDate } from '@/lib/i18n/long-date.ts';
import { t } from '@/lib/i18n/i18n.ts';

/** /dmca/counter?notice=NUMBER: a counter-notice (17 U.S.C. §512(g)(3)) to a notice that removed material. */
export function CounterNoticePage() {
  const [params] = useSearchParams();
  const file = useFileCounterNotice();
  const form = useZodForm(counterNoticeForm, {
    defaultValues: {
      noticeNumber: params.get('notice') ?? '',
      material: '',
      perjuryStatement: false as unknown as true,
      consentToJurisdiction: false as unknown as true,
      name: '',
      address: '',
      phone: '',
      email: '',
      signature: '',
    } satisfies CounterNoticeDraft,
  });
  const [done, setDone] = useState<string | null>(null);
  const { failure, submit } = useSend(
    file.mutateAsync,
    (created) => setDone(longDate(created.restoreDueAt) ?? created.restoreDueAt),
    t('Your counter-notice could not be sent. Please try again.'),
  );

  return (
    <PageShell
      icon={<Scale />}
      title={t('Counter-notice')}
      description={t(
        'If material was removed because of a mistake or misidentification, you can ask for it to be restored.',
      )}
      width="reading"
    >
      {done ? (
        <FiledReceipt title={t('Counter-notice received')}>
          <p className="text-fg-muted">
            {t(
              'We forwarded it to the person who sent the notice. Unless they tell us they have filed a court action, the material will be restored on or after {date}.',
              { date: done },
            )}
          </p>
          <Link
            className={cn('self-start rounded-sm text-accent underline underline-offset-2', focusRing)}
            to={paths.dmca.getHref()}
          >
            {t('Back to DMCA & Copyright')}
          </Link>
        </FiledReceipt>
      ) : (
        <Form form={form} aria-label={t('Counter-notice')} className="flex flex-col gap-4" onSubmit={submit}>
          <TextField
            control={form.control}
            name="noticeNumber"
            label={t('Notice number')}
            placeholder="DMCA-…"
            autoComplete="off"
            maxLength={40}
          />
          <TextareaField
            control={form.control}
            name="material"
            label={t('The removed material and where it appeared before removal')}
            rows={3}
            maxLength={5000}
          />
          <CheckboxField control={form.control} name="perjuryStatement">
            {t(
              'I swear, under penalty of perjury, that I have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification of the material to be removed or disabled.',
            )}
          </CheckboxField>
          <CheckboxField control={form.control} name="consentToJurisdiction">
            {t(
              'I consent to the jurisdiction of the Federal District Court for the judicial district in which my address is located (or, if outside the United States, any judicial district in which the service provider may be found), and I will accept service of process from the person who provided the notice or their agent.',
            )}
          </CheckboxField>
          <ContactFields control={form.control} nameLabel={t('Full name')} optional />
          <SignAndSend
            control={form.control}
            signatureLabel={t('Electronic signature (type your full name)')}
            failure={failure}
            sending={file.isPending}
            sendLabel={t('Send counter-notice')}
          />
        </Form>
      )}
    </PageShell>
  );
}
