import { Link } from 'react-router';
import { DMCA_MAX_URLS } from '@packdex/shared/constants';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { CheckboxField, TextareaField } from '@/components/ui/form-fields.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useFileNotice } from '../api/file-notice.ts';
import { noticeForm, type NoticeDraft } from '../lib/dmca-forms.ts';
import { useFiling } from '../lib/use-send.ts';
import { ContactFields } from './contact-fields.tsx';
import { FiledReceipt } from './filed-receipt.tsx';
import { SignAndSend } from './sign-and-send.tsx';
import { t, tx } from '@/lib/i18n/i18n.ts';

const EMPTY: NoticeDraft = {
  work: '',
  urls: '',
  name: '',
  address: '',
  phone: '',
  email: '',
  goodFaith: false as unknown as true,
  accuracyUnderPerjury: false as unknown as true,
  signature: '',
};

/** The takedown notice (17 U.S.C. §512(c)(3)(A)): every element, checked as the API checks it. */
export function NoticeForm() {
  const file = useFileNotice();
  const form = useZodForm(noticeForm, { defaultValues: EMPTY });
  const { filed, failure, submit, clear } = useFiling(
    file.mutateAsync,
    t('Your notice could not be sent. Please try again.'),
  );

  if (filed)
    return (
      <FiledReceipt
        title={t('Notice received')}
        again={{
          label: t('File another notice'),
          onClick: () => {
            form.reset(EMPTY);
            clear();
          },
        }}
      >
        <p className="text-fg-muted">
          {tx(
            'Your notice number is {number}. We sent an acknowledgement to {email}; an administrator reviews every notice.',
            {
              number: (
                <strong className="font-mono text-fg" data-testid="notice-number">
                  {filed.number}
                </strong>
              ),
              email: filed.email,
            },
          )}
        </p>
        <p className="text-sm text-fg-subtle">
          {tx('Whoever posted the material can answer with a {counterNotice} quoting this number.', {
            counterNotice: (
              <Link
                className={cn('rounded-sm text-accent underline underline-offset-2', focusRing)}
                to={paths.dmcaCounter.getHref(filed.number)}
              >
                {t('counter-notice')}
              </Link>
            ),
          })}
        </p>
      </FiledReceipt>
    );

  return (
    <Form form={form} aria-label={t('DMCA notice')} className="flex flex-col gap-4" onSubmit={submit}>
      <TextareaField
        control={form.control}
        name="work"
        label={t('1. The copyrighted work')}
        rows={3}
        maxLength={5000}
        placeholder={t('Title, owner, and where the original can be seen or a registration number')}
      />
      <TextareaField
        control={form.control}
        name="urls"
        label={t('2. Infringing pages on this site (one a line, at most {max})', { max: DMCA_MAX_URLS })}
        rows={3}
        maxLength={DMCA_MAX_URLS * 200}
        placeholder={`${window.location.origin}/content/…`}
      />
      <ContactFields control={form.control} nameLabel={t('3. Full name')} />
      <CheckboxField control={form.control} name="goodFaith">
        {t(
          '4. I have a good-faith belief that use of the material in the manner complained of is not authorised by the copyright owner, its agent, or the law.',
        )}
      </CheckboxField>
      <CheckboxField control={form.control} name="accuracyUnderPerjury">
        {t(
          'The information in this notice is accurate, and under penalty of perjury, I am the owner, or am authorised to act on behalf of the owner, of an exclusive right that is allegedly infringed.',
        )}
      </CheckboxField>
      <SignAndSend
        control={form.control}
        signatureLabel={t('5. Electronic signature (type your full name)')}
        failure={failure}
        sending={file.isPending}
        sendLabel={t('Send notice')}
      />
    </Form>
  );
}
