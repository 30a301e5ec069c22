import { Tags, UserRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Model } from '@packdex/shared/schemas';
import { keepDialogOpenForPickerEscape } from '@/components/model-picker-field.tsx';
import { ModelPicker } from '@/components/model-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter, TitledDialog } from '@/components/ui/dialog.tsx';
import { FieldMessage } from '@/components/ui/form.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { t } from '@/lib/i18n/i18n.ts';

type Details = { tags: string } | { modelId: number };

type BulkDetailsDialogProps = {
  action: 'addTags' | 'removeTags' | 'changeModel' | null;
  /** The selection's count with its noun ("30 content items"). */
  items: string;
  onClose: () => void;
  onSubmit: (details: Details) => void;
};

/** What a tag or model action needs before it runs: the tags, or the model the items move to. Its button names the count. */
export function BulkDetailsDialog({ action, items, onClose, onSubmit }: BulkDetailsDialogProps) {
  const texts = {
    addTags: { title: t('Add tags'), submit: t('Add tags to {items}', { items }) },
    removeTags: { title: t('Remove tags'), submit: t('Remove tags from {items}', { items }) },
    changeModel: { title: t('Change model'), submit: t('Move {items}', { items }) },
  }[action ?? 'addTags'];
  return (
    <TitledDialog
      open={action !== null}
      onClose={onClose}
      title={texts.title}
      description={t('Applies to {items}.', { items })}
      icon={action === 'changeModel' ? <UserRound /> : <Tags />}
      onEscapeKeyDown={keepDialogOpenForPickerEscape}
    >
      {/* Keyed by the action: each opening starts empty. */}
      {action && (
        <DetailsForm key={action} action={action} submitLabel={texts.submit} onClose={onClose} onSubmit={onSubmit} />
      )}
    </TitledDialog>
  );
}

function DetailsForm({
  action,
  submitLabel,
  onClose,
  onSubmit,
}: {
  action: 'addTags' | 'removeTags' | 'changeModel';
  submitLabel: string;
  onClose: () => void;
  onSubmit: (details: Details) => void;
}) {
  const fieldId = useId();
  const [tags, setTags] = useState('');
  const [model, setModel] = useState<Pick<Model, 'id' | 'name' | 'photoUrl'> | null>(null);
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (action === 'changeModel') {
      if (!model) return setError(t('Please select a model'));
      return onSubmit({ modelId: model.id });
    }
    if (tags.split(',').every((tag) => tag.trim() === '')) return setError(t('Give at least one tag'));
    onSubmit({ tags });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        {action === 'changeModel' ? (
          <>
            <Label htmlFor={fieldId}>{t('Model')}</Label>
            <ModelPicker
              id={fieldId}
              value={model}
              onChange={(picked) => {
                setModel(picked);
                setError('');
              }}
              includeHidden
              {...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId}-error` } : {})}
            />
          </>
        ) : (
          <>
            <Label htmlFor={fieldId}>{t('Tags')}</Label>
            <Input
              id={fieldId}
              value={tags}
              autoComplete="off"
              placeholder="COSPLAYER, GAMER"
              invalid={error !== ''}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              onChange={(event) => {
                setTags(event.target.value);
                setError('');
              }}
            />
          </>
        )}
        <FieldMessage id={`${fieldId}-error`} message={error || undefined} />
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </DialogFooter>
    </form>
  );
}
