import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DMCA_MAX_URLS } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { CheckboxField, EmailField, TextareaField, TextField } from '@/components/ui/form-fields.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useFileNotice } from '../api/file-notice.ts';
import { noticeForm, type NoticeDraft } from '../lib/dmca-forms.ts';
import { useSend } from '../lib/use-send.ts';
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
  const [filed, setFiled] = useState<{ number: string; email: string } | null>(null);
  const { failure, submit } = useSend(
    file.mutateAsync,
    (created, body) => setFiled({ number: created.number, email: body.email }),
    t('Your notice could not be sent. Please try again.'),
  );

  if (filed)
    return (
      <div role="status" className="flex flex-col gap-3 rounded-card border border-success/40 bg-surface p-5">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="size-5 text-success" aria-hidden="true" /> {t('Notice received')}
        </p>
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
        <Button
          variant="outline"
          className="self-start"
          onClick={() => {
            form.reset(EMPTY);
            setFiled(null);
          }}
        >
          {t('File another notice')}
        </Button>
      </div>
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="name" label={t('3. Full name')} autoComplete="name" maxLength={200} />
        <TextField
          control={form.control}
          name="phone"
          label={t('Telephone')}
          type="tel"
          autoComplete="tel"
          maxLength={40}
        />
      </div>
      <EmailField control={form.control} name="email" maxLength={254} />
      <TextareaField
        control={form.control}
        name="address"
        label={t('Postal address')}
        rows={2}
        maxLength={1000}
        autoComplete="street-address"
      />
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
