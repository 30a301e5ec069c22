import { CheckCircle2, Flag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_REASONS, REPORT_SUCCESS_CLOSE_MS } from '@packdex/shared/constants';
import { createReportBody } from '@packdex/shared/schemas';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { FieldMessage, Form, useFormField, useZodForm } from '@/components/ui/form.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { TextareaField } from '@/components/ui/form-fields.tsx';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { cn } from '@/lib/cn.ts';
import { serverMessage, t } from '@/lib/i18n/i18n.ts';
import { useCreateReport } from '../api/create-report.ts';
import { reportTitle } from '../lib/report-context.ts';
import type { ReportTarget } from '../lib/report-context.ts';
import { reportForm } from '../lib/report-form.ts';
import { REASON_LABELS } from '../lib/report-reasons.ts';

type ReportDialogProps = { open: boolean; target: ReportTarget; onClose: () => void };

type ReportFormControl = Control<z.input<typeof reportForm>, unknown, z.output<typeof reportForm>>;

/** The required reason, as a group of radio cards; its error is read with the group. */
function ReasonField({ control }: { control: ReportFormControl }) {
  const { field, message, errorId, controlProps } = useFormField(control, 'reason');
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={controlProps['aria-describedby']}>
      <legend className="mb-2 text-sm font-medium text-fg">
        {t('Reason')}{' '}
        <span className="text-danger" aria-hidden="true">
          *
        </span>
        <span className="sr-only">{t('(required)')}</span>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {REPORT_REASONS.map((reason, index) => {
          const checked = field.value === reason;
          return (
            <label
              key={reason}
              className={cn(
                // A translated reason's long word gets a little more room on a phone, and breaks inside its card
                // rather than overflowing it.
                'flex min-w-0 cursor-pointer items-center gap-2 rounded-lg border px-2.5 py-2.5 text-sm transition-colors [overflow-wrap:anywhere] sm:gap-2.5 sm:px-3',
                'has-focus-visible:ring-2 has-focus-visible:ring-accent',
                checked
                  ? 'border-accent/60 bg-accent-soft text-fg'
                  : message
                    ? 'border-danger/60 text-fg-muted hover:bg-surface-2'
                    : 'border-line-strong text-fg-muted hover:bg-surface-2',
              )}
            >
              <input
                type="radio"
                name={field.name}
                value={reason}
                checked={checked}
                onChange={() => field.onChange(reason)}
                onBlur={field.onBlur}
                // The first option takes focus when the form finds no reason chosen.
                ref={index === 0 ? field.ref : undefined}
                aria-invalid={controlProps['aria-invalid']}
                className="size-4 shrink-0 accent-accent"
              />
              {t(REASON_LABELS[reason])}
            </label>
          );
        })}
      </div>
      <FieldMessage id={errorId} message={message && t(message)} />
    </fieldset>
  );
}

/** Choose a reason, optionally describe, submit (docs/product.md#moderation); success shows for 2 s, then the dialog closes and resets. */
export function ReportDialog({ open, target, onClose }: ReportDialogProps) {
  const report = useCreateReport();
  const form = useZodForm(reportForm, { defaultValues: { description: '' } });
  const [error, setError] = useState<string | null>(null);
  const done = report.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(onClose, REPORT_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);

  const submit = ({ reason, description }: z.output<typeof reportForm>) => {
    const parsed = createReportBody.safeParse({
      contentId: target.contentId,
      modelId: target.modelId,
      commentId: target.commentId,
      reason,
      description,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0] ? serverMessage(parsed.error.issues[0].message) : t('Please check the report.'));
      return;
    }
    setError(null);
    report.mutate(parsed.data, {
      onError: (failure) => setError(apiErrorMessage(failure, t('Failed to submit the report. Please try again.'))),
    });
  };

  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      icon={<Flag />}
      tone="danger"
      title={reportTitle(target)}
      description={t('Tell our moderators what is wrong with “{title}”.', { title: target.title })}
      className="max-w-md"
      data-testid="report-dialog"
    >
      {done ? (
        <div
          role="status"
          className="flex flex-col items-center gap-2 rounded-lg border border-success/30 bg-success/10 px-4 py-6 text-center"
        >
          <CheckCircle2 className="size-8 text-success" aria-hidden="true" />
          <p className="font-semibold text-fg">{t('Report submitted')}</p>
          <p className="text-sm text-fg-muted">{t('Thank you. Our moderators will review it shortly.')}</p>
        </div>
      ) : (
        <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
          <ReasonField control={form.control} />
          <TextareaField
            control={form.control}
            name="description"
            label={t('Details (optional)')}
            maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
            placeholder={t('Anything that helps us check it')}
          />
          <FormError message={error} />
          <FormActions
            onCancel={onClose}
            busy={report.isPending}
            variant="danger"
            submitLabel={t('Submit Report')}
            busyLabel={t('Submitting…')}
          />
        </Form>
      )}
    </TitledDialog>
  );
}
