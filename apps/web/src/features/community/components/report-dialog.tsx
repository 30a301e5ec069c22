import { CheckCircle2, Flag } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_SUCCESS_CLOSE_MS,
} from '@packdex/shared/constants';
import type { ReportReason } from '@packdex/shared/constants';
import { createReportBody } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { FormError, FormField } from '@/components/ui/form-field.tsx';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useCreateReport } from '../api/create-report.ts';
import { reportTitle } from '../lib/report-context.ts';
import type { ReportTarget } from '../lib/report-context.ts';

export type ReportDialogProps = { open: boolean; target: ReportTarget; onClose: () => void };

function ReasonOption({ reason, checked, onSelect }: { reason: ReportReason; checked: boolean; onSelect: () => void }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors',
        'has-focus-visible:ring-2 has-focus-visible:ring-accent',
        checked ? 'border-accent/60 bg-accent-soft text-fg' : 'border-line-strong text-fg-muted hover:bg-surface-2',
      )}
    >
      <input
        type="radio"
        name="report-reason"
        value={reason}
        checked={checked}
        onChange={onSelect}
        className="size-4 accent-accent"
      />
      {REPORT_REASON_LABELS[reason]}
    </label>
  );
}

/** Choose a reason, optionally describe, submit (docs/product.md#moderation); success shows for 2 s, then the dialog closes and resets. */
export function ReportDialog({ open, target, onClose }: ReportDialogProps) {
  const report = useCreateReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const done = report.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(onClose, REPORT_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setError('Please select a reason for your report.');
      return;
    }
    const text = description.trim();
    const parsed = createReportBody.safeParse({
      contentId: target.contentId,
      modelId: target.modelId,
      commentId: target.commentId,
      reason,
      description: text === '' ? undefined : text,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the report.');
      return;
    }
    setError(null);
    report.mutate(parsed.data, {
      onError: (failure) => setError(apiErrorMessage(failure, 'Failed to submit the report. Please try again.')),
    });
  };

  const title = reportTitle(target);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md" data-testid="report-dialog">
        <DialogHeader>
          <div
            aria-hidden="true"
            className="mb-1 flex size-11 items-center justify-center rounded-full bg-danger/15 text-danger"
          >
            <Flag className="size-5" />
          </div>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="break-words">
            Tell our moderators what is wrong with “{target.title}”.
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <div
            role="status"
            className="flex flex-col items-center gap-2 rounded-lg border border-success/30 bg-success/10 px-4 py-6 text-center"
          >
            <CheckCircle2 className="size-8 text-success" aria-hidden="true" />
            <p className="font-semibold text-fg">Report submitted</p>
            <p className="text-sm text-fg-muted">Thank you. Our moderators will review it shortly.</p>
          </div>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-fg">
                Reason{' '}
                <span className="text-danger" aria-hidden="true">
                  *
                </span>
                <span className="sr-only">(required)</span>
              </legend>
              <div className="grid grid-cols-2 gap-2">
                {REPORT_REASONS.map((r) => (
                  <ReasonOption key={r} reason={r} checked={reason === r} onSelect={() => setReason(r)} />
                ))}
              </div>
            </fieldset>
            <FormField
              id="report-description"
              label="Details (optional)"
              hint={`${description.trim().length}/${REPORT_DESCRIPTION_MAX_LENGTH}`}
            >
              <textarea
                id="report-description"
                rows={3}
                maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
                aria-describedby="report-description-hint"
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                placeholder="Anything that helps us check it"
                className={cn(
                  'w-full resize-y rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-subtle',
                  focusRing,
                )}
              />
            </FormField>
            <FormError message={error} />
            <DialogFooter>
              <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" disabled={report.isPending}>
                {report.isPending ? 'Submitting...' : 'Submit Report'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
