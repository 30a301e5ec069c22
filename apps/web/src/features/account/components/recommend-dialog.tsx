import { Sparkles } from 'lucide-react';
import { RECOMMENDATION_MAX_LENGTH, RECOMMENDATIONS_PER_MONTH } from '@packdex/shared/constants';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { Form, FormField, useZodForm } from '@/components/ui/form.tsx';
import { TextareaField } from '@/components/ui/form-fields.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateRecommendation } from '../api/create-recommendation.ts';
import { useRecommendationsRemaining } from '../api/get-recommendations-remaining.ts';
import { failureAlert, invalidAlert } from '../lib/alerts.ts';
import { recommendForm } from '../lib/form-schemas.ts';
import type { AccountDialogProps } from './change-password-dialog.tsx';
import { ModelPicker } from './model-picker.tsx';

const LIMIT_MESSAGE = `You have reached your monthly recommendation limit of ${RECOMMENDATIONS_PER_MONTH} recommendations.`;

function RecommendForm({ onClose, showAlert }: Omit<AccountDialogProps, 'open'>) {
  const remaining = useRecommendationsRemaining(true);
  const create = useCreateRecommendation();
  const form = useZodForm(recommendForm, { defaultValues: { model: null, description: '' } });
  const left = remaining.data?.remaining;
  const limitReached = () =>
    showAlert({ type: 'warning', title: 'Recommendation Limit Reached', message: LIMIT_MESSAGE });

  return (
    <Form
      form={form}
      onSubmit={(recommendation) => {
        if (left !== undefined && left <= 0) return limitReached();
        create.mutate(recommendation, {
          onSuccess: () => {
            onClose();
            showAlert({
              type: 'success',
              title: 'Recommendation Submitted',
              message: 'Thank you for your recommendation! Our team will review it shortly.',
            });
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 429 && error.message === LIMIT_MESSAGE) limitReached();
            else failureAlert(showAlert, 'Submission Failed', 'Failed to submit recommendation')(error);
          },
        });
      }}
      // The model first, then the description, each in its own alert.
      onInvalid={invalidAlert(showAlert, 'warning', { model: 'Model Required', description: 'Description Required' })}
      className="flex flex-col gap-4"
    >
      <div role="status" className="rounded-lg border border-line bg-surface-2/50 px-3 py-2 text-sm text-fg-muted">
        {remaining.isPending ? (
          <Skeleton className="h-5 w-56" />
        ) : left === undefined ? (
          'Your remaining recommendations could not be loaded.'
        ) : (
          <>
            <strong className="text-fg tabular-nums">{left}</strong> of {RECOMMENDATIONS_PER_MONTH} recommendations left
            this month
          </>
        )}
      </div>
      <FormField control={form.control} name="model" label="Model">
        {(field, controlProps) => (
          <ModelPicker {...controlProps} ref={field.ref} value={field.value ?? null} onChange={field.onChange} />
        )}
      </FormField>
      <TextareaField
        control={form.control}
        name="description"
        label="Why this model?"
        rows={4}
        maxLength={RECOMMENDATION_MAX_LENGTH}
        placeholder="What content would you like us to add?"
      />
      <FormActions
        onCancel={onClose}
        busy={create.isPending}
        submitLabel="Submit Recommendation"
        busyLabel="Submitting..."
      />
    </Form>
  );
}

/** Recommend Content (premium): pick a model, say why; 2 per calendar month. */
export function RecommendDialog({ open, onClose, showAlert }: AccountDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      icon={<Sparkles />}
      tone="premium"
      title="Recommend Content"
      description="Suggest a model whose content you would like to see more of. Our team reviews every recommendation."
      className="max-w-lg"
      onEscapeKeyDown={(event) => {
        // Escape in the open model list closes the list (the picker handles it), not the dialog.
        const target = event.target;
        if (
          target instanceof HTMLElement &&
          target.getAttribute('role') === 'combobox' &&
          target.getAttribute('aria-expanded') === 'true'
        ) {
          event.preventDefault();
        }
      }}
    >
      <RecommendForm onClose={onClose} showAlert={showAlert} />
    </TitledDialog>
  );
}
