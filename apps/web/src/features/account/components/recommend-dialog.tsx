import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { RECOMMENDATION_MAX_LENGTH, RECOMMENDATIONS_PER_MONTH } from '@packdex/shared/constants';
import type { Model } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useCreateRecommendation } from '../api/create-recommendation.ts';
import { useRecommendationsRemaining } from '../api/get-recommendations-remaining.ts';
import type { AccountDialogProps } from './change-password-dialog.tsx';
import { ModelPicker } from './model-picker.tsx';

const LIMIT_MESSAGE = `You have reached your monthly recommendation limit of ${RECOMMENDATIONS_PER_MONTH} recommendations.`;

function RecommendForm({ onClose, showAlert }: Omit<AccountDialogProps, 'open'>) {
  const remaining = useRecommendationsRemaining(true);
  const create = useCreateRecommendation();
  const [model, setModel] = useState<Model | null>(null);
  const [description, setDescription] = useState('');
  const left = remaining.data?.remaining;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!model) {
      showAlert({ type: 'warning', title: 'Model Required', message: 'Please select a model to recommend.' });
      return;
    }
    const text = description.trim();
    if (!text) {
      showAlert({
        type: 'warning',
        title: 'Description Required',
        message: 'Please tell us why you recommend this model.',
      });
      return;
    }
    if (left !== undefined && left <= 0) {
      showAlert({ type: 'warning', title: 'Recommendation Limit Reached', message: LIMIT_MESSAGE });
      return;
    }
    create.mutate(
      { modelId: model.id, description: text },
      {
        onSuccess: () => {
          onClose();
          showAlert({
            type: 'success',
            title: 'Recommendation Submitted',
            message: 'Thank you for your recommendation! Our team will review it shortly.',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 429 && error.message === LIMIT_MESSAGE) {
            showAlert({ type: 'warning', title: 'Recommendation Limit Reached', message: LIMIT_MESSAGE });
          } else {
            showAlert({
              type: 'error',
              title: 'Submission Failed',
              message: apiErrorMessage(error, 'Failed to submit recommendation'),
            });
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
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
      <FormField id="recommend-model" label="Model">
        <ModelPicker id="recommend-model" value={model} onChange={setModel} />
      </FormField>
      <FormField
        id="recommend-description"
        label="Why this model?"
        hint={`${description.length}/${RECOMMENDATION_MAX_LENGTH}`}
      >
        <textarea
          id="recommend-description"
          rows={4}
          maxLength={RECOMMENDATION_MAX_LENGTH}
          aria-describedby="recommend-description-hint"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="What content would you like us to add?"
          className={cn(
            'w-full resize-y rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-subtle',
            focusRing,
          )}
        />
      </FormField>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Submitting...' : 'Submit Recommendation'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Recommend Content (premium): pick a model, say why; 2 per calendar month. */
export function RecommendDialog({ open, onClose, showAlert }: AccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
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
        <DialogHeader>
          <div
            aria-hidden="true"
            className="mb-1 flex size-11 items-center justify-center rounded-full bg-premium/15 text-premium"
          >
            <Sparkles className="size-5" />
          </div>
          <DialogTitle>Recommend Content</DialogTitle>
          <DialogDescription>
            Suggest a model whose content you would like to see more of. Our team reviews every recommendation.
          </DialogDescription>
        </DialogHeader>
        <RecommendForm onClose={onClose} showAlert={showAlert} />
      </DialogContent>
    </Dialog>
  );
}
