import { Sparkles } from 'lucide-react';
import { RECOMMENDATION_MAX_LENGTH, RECOMMENDATIONS_PER_MONTH } from '@packdex/shared/constants';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { useZodForm } from '@/components/ui/form.tsx';
import { TextareaField } from '@/components/ui/form-fields.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { msg, t, tx } from '@/lib/i18n/i18n.ts';
import { useCreateRecommendation } from '../api/create-recommendation.ts';
import { useRecommendationsRemaining } from '../api/get-recommendations-remaining.ts';
import { dialogOutcome } from '../lib/alerts.ts';
import { recommendForm } from '../lib/form-schemas.ts';
import { AccountForm, accountDialog, type AccountDialogProps } from './account-dialog.tsx';
import { ModelPickerField, keepDialogOpenForPickerEscape } from '@/components/model-picker-field.tsx';

// The API's own text for a used-up quota (a 429 carrying it is the limit, not another failure).
const LIMIT_MESSAGE = `You have reached your monthly recommendation limit of ${RECOMMENDATIONS_PER_MONTH} recommendations.`;

function RecommendForm({ onClose, showAlert }: Omit<AccountDialogProps, 'open'>) {
  const remaining = useRecommendationsRemaining(true);
  const create = useCreateRecommendation();
  const form = useZodForm(recommendForm, { defaultValues: { model: null, description: '' } });
  const left = remaining.data?.remaining;
  // None left this month: said at once, and the form is closed to input rather than refused on submit.
  const usedUp = left !== undefined && left <= 0;
  const limitText = () =>
    t(
      'You have reached your monthly recommendation limit of {limit, plural, one {# recommendation} other {# recommendations}}.',
      { limit: RECOMMENDATIONS_PER_MONTH },
    );
  const limitReached = () =>
    showAlert({ type: 'warning', title: t('Recommendation Limit Reached'), message: limitText() });

  return (
    <AccountForm
      form={form}
      showAlert={showAlert}
      onSubmit={(recommendation) => {
        if (usedUp) return limitReached();
        const outcome = dialogOutcome(
          { onClose, showAlert },
          {
            title: t('Recommendation Submitted'),
            message: t('Thank you for your recommendation! Our team will review it shortly.'),
          },
          { title: t('Submission Failed'), fallback: t('Failed to submit recommendation') },
        );
        create.mutate(recommendation, {
          onSuccess: outcome.onSuccess,
          onError: (error) => {
            if (error instanceof ApiError && error.status === 429 && error.message === LIMIT_MESSAGE) limitReached();
            else outcome.onError(error);
          },
        });
      }}
      // The model first, then the description, each in its own alert.
      invalidAlerts={['warning', { model: t('Model Required'), description: t('Description Required') }]}
    >
      <div role="status" className="rounded-lg border border-line bg-surface-2/50 px-3 py-2 text-sm text-fg-muted">
        {remaining.isPending ? (
          <Skeleton className="h-5 w-56" />
        ) : left === undefined ? (
          t('Your remaining recommendations could not be loaded.')
        ) : usedUp ? (
          limitText()
        ) : (
          tx('{left} of {total, plural, one {# recommendation} other {# recommendations}} left this month', {
            left: <strong className="text-fg tabular-nums">{left}</strong>,
            total: RECOMMENDATIONS_PER_MONTH,
          })
        )}
      </div>
      <ModelPickerField control={form.control} name="model" disabled={usedUp} />
      <TextareaField
        control={form.control}
        name="description"
        label={t('Why this model?')}
        rows={4}
        maxLength={RECOMMENDATION_MAX_LENGTH}
        placeholder={t('What content would you like us to add?')}
        disabled={usedUp}
      />
      <FormActions
        onCancel={onClose}
        busy={create.isPending}
        disabled={usedUp}
        submitLabel={t('Submit Recommendation')}
        busyLabel={t('Submitting…')}
      />
    </AccountForm>
  );
}

/** Recommend Content (premium): pick a model, say why; 2 per calendar month. */
export const RecommendDialog = accountDialog(RecommendForm, {
  icon: <Sparkles />,
  tone: 'premium',
  title: msg('Recommend Content'),
  description: msg(
    'Suggest a model whose content you would like to see more of. Our team reviews every recommendation.',
  ),
  className: 'max-w-lg',
  onEscapeKeyDown: keepDialogOpenForPickerEscape,
});
