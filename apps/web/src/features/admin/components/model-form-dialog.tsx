import { UserRoundPen } from 'lucide-react';
import { BODY_TYPES, ETHNICITIES, EYE_COLORS, HAIR_COLORS, MIN_AGE } from '@packdex/shared/constants';
import type { Model } from '@packdex/shared/schemas';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { AliasesField } from './aliases-field.tsx';
import { ConsentRecords } from './consent-records.tsx';
import { TextareaField, TextField } from '@/components/ui/form-fields.tsx';
import { useSaveModel } from '../api/save-model.ts';
import { adminFailure, type ShowAlert } from '../lib/alerts.ts';
import { modelForm, modelFormValues } from '../lib/form-schemas.ts';
import { OptionalChoiceField, WholeNumberField } from './admin-form-fields.tsx';
import { ModelGalleryField } from './model-gallery-field.tsx';
import { PictureField } from './picture-field.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { BODY_TYPE_LABELS, ETHNICITY_LABELS, EYE_COLOR_LABELS, HAIR_COLOR_LABELS } from '../lib/labels.ts';

type ModelFormDialogProps = {
  open: boolean;
  /** The model being edited; null to create one. */
  model: Model | null;
  onClose: () => void;
  showAlert: ShowAlert;
  /** Told the saved model's name once the save succeeded (the page's success notice). */
  onSaved?: (name: string) => void;
};

function ModelFormBody({ model, onClose, showAlert, onSaved }: Omit<ModelFormDialogProps, 'open'>) {
  const save = useSaveModel();
  const form = useZodForm(modelForm, { defaultValues: modelFormValues(model) });
  const { control } = form;
  return (
    <Form
      form={form}
      onSubmit={(input) =>
        save.mutate(
          { input, ...(model ? { id: model.id } : {}) },
          {
            onSuccess: (saved) => {
              onSaved?.(saved.name);
              onClose();
            },
            onError: adminFailure(showAlert, t('Error saving model')),
          },
        )
      }
      className="flex flex-col gap-4"
      aria-label={model ? t('Edit {name}', { name: model.name }) : t('Create model')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="model_id" label={t('Model ID')} required autoComplete="off" />
        <TextField control={control} name="name" label={t('Name')} required autoComplete="off" />
      </div>
      <PictureField
        control={control}
        name="photoUrl"
        kind="photo"
        showAlert={showAlert}
        onUploaded={(url) => form.setValue('photoUrl', url, { shouldValidate: true, shouldDirty: true })}
      />
      {model ? (
        <ModelGalleryField
          modelId={model.id}
          showAlert={showAlert}
          onMainChange={(url) => form.setValue('photoUrl', url, { shouldValidate: true })}
        />
      ) : (
        <p className="text-sm text-fg-muted">{t('Create the model first, then add more photos to its gallery.')}</p>
      )}
      <TextField
        control={control}
        name="slug"
        label={t('Slug')}
        autoComplete="off"
        hint={
          model
            ? t("Now /model/{slug}. Leave empty to keep it; a new one changes the profile's address.", {
                slug: model.slug,
              })
            : t('Leave empty to make it from the name.')
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <OptionalChoiceField
          control={control}
          name="ethnicity"
          label={t('Ethnicity')}
          values={ETHNICITIES}
          labels={ETHNICITY_LABELS}
        />
        <TextField control={control} name="birthDate" label={t('Birth date')} type="date" />
        <WholeNumberField
          control={control}
          name="age"
          label={t('Age')}
          min={MIN_AGE}
          hint={t('At least {age}.', { age: MIN_AGE })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <OptionalChoiceField
          control={control}
          name="hairColor"
          label={t('Hair color')}
          values={HAIR_COLORS}
          labels={HAIR_COLOR_LABELS}
        />
        <OptionalChoiceField
          control={control}
          name="eyeColor"
          label={t('Eye color')}
          values={EYE_COLORS}
          labels={EYE_COLOR_LABELS}
        />
        <OptionalChoiceField
          control={control}
          name="bodyType"
          label={t('Body type')}
          values={BODY_TYPES}
          labels={BODY_TYPE_LABELS}
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <WholeNumberField control={control} name="height" label={t('Height (cm)')} />
        <WholeNumberField control={control} name="weight" label={t('Weight (kg)')} />
        <TextField control={control} name="bustSize" label={t('Bust size')} />
        <TextField control={control} name="cupSize" label={t('Cup size')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField control={control} name="boobsType" label={t('Boobs type')} />
        <TextField control={control} name="sexuality" label={t('Sexuality')} />
        <TextField control={control} name="placeOfBirth" label={t('Birthplace')} />
      </div>
      <TextField
        control={control}
        name="tags"
        label={t('Tags')}
        placeholder="COSPLAYER, GAMER"
        hint={t('Separate tags with commas.')}
        autoComplete="off"
      />
      <AliasesField control={control} />
      <TextareaField control={control} name="bio" label={t('Bio')} rows={4} maxLength={5000} />
      <FormActions
        onCancel={onClose}
        busy={save.isPending}
        submitLabel={model ? t('Save Changes') : t('Create Model')}
        busyLabel={t('Saving…')}
      />
    </Form>
  );
}

/** The admin model form in its create and edit modes; saving reloads the list and closes it. */
export function ModelFormDialog({ open, model, onClose, showAlert, onSaved }: ModelFormDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      icon={<UserRoundPen />}
      title={model ? t('Edit Model') : t('Create Model')}
      description={
        model ? t("Change {name}'s profile.", { name: model.name }) : t('Add a model profile to the catalogue.')
      }
      className="max-w-2xl"
    >
      {/* Keyed so a dialog opened for another model starts from that model's values. */}
      <ModelFormBody key={model?.id ?? 'new'} model={model} onClose={onClose} showAlert={showAlert} onSaved={onSaved} />
      {/* Outside the model's form, so its fields never submit the profile. */}
      {model && (
        <div className="mt-4">
          <ConsentRecords key={model.id} modelId={model.id} showAlert={showAlert} />
        </div>
      )}
    </TitledDialog>
  );
}
