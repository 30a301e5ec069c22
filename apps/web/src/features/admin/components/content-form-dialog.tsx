import { FilePen } from 'lucide-react';
import { CONTENT_TYPES } from '@packdex/shared/constants';
import type { Content } from '@packdex/shared/schemas';
import { formatBytes } from '@/lib/i18n/format.ts';
import { ModelPickerField, keepDialogOpenForPickerEscape } from '@/components/model-picker-field.tsx';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { Form, alertFirstInvalid, useZodForm } from '@/components/ui/form.tsx';
import { SelectField, TextField } from '@/components/ui/form-fields.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAdminContent } from '../api/get-admin-content.ts';
import { useSaveContent } from '../api/save-content.ts';
import { adminFailure, type ShowAlert } from '../lib/alerts.ts';
import { contentForm, contentFormValues } from '../lib/form-schemas.ts';
import type { ContentFormValues } from '../lib/form-schemas.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { CONTENT_TYPE_LABELS } from '../lib/labels.ts';
import { labelledOptions, WholeNumberField } from './admin-form-fields.tsx';
import { MirrorsField } from './mirrors-field.tsx';
import { PictureField } from './picture-field.tsx';

type ContentFormDialogProps = {
  open: boolean;
  /** The item being edited; null to add one. */
  item: Content | null;
  onClose: () => void;
  showAlert: ShowAlert;
  /** Opens with one more, empty mirror to fill in (link health's "Add mirror"). */
  addMirror?: boolean;
  /** Told the saved item's title once the save succeeded (the page's success notice). */
  onSaved?: (title: string) => void;
};

function ContentFormBody({ item, onClose, showAlert, addMirror, onSaved }: Omit<ContentFormDialogProps, 'open'>) {
  const save = useSaveContent();
  const form = useZodForm(contentForm, { defaultValues: contentFormValues(item, { addMirror }) });
  const { control } = form;
  const size = Number(form.watch('size'));
  return (
    <Form
      form={form}
      onSubmit={(input) =>
        save.mutate(
          { input, ...(item ? { id: item.id } : {}) },
          {
            onSuccess: (saved) => {
              onSaved?.(saved.title);
              onClose();
            },
            onError: adminFailure(showAlert, t('Error saving content')),
          },
        )
      }
      // No model picked: the spec's alert 'Please select a model' (the message also shows under the picker).
      onInvalid={alertFirstInvalid<ContentFormValues>({ model: t('Model Required') }, (title, message) =>
        showAlert({ type: 'warning', title, message: t(message) }),
      )}
      className="flex flex-col gap-4"
      aria-label={item ? t('Edit {title}', { title: item.title }) : t('Add content')}
    >
      <TextField control={control} name="title" label={t('Title')} required autoComplete="off" />
      <ModelPickerField
        control={control}
        name="model"
        hint={t('Type at least 2 characters to search.')}
        includeHidden
      />
      <TextField
        control={control}
        name="url"
        label={t('Download URL')}
        type="url"
        inputMode="url"
        placeholder="https://…"
        required
      />
      <PictureField
        control={control}
        name="thumbnailUrl"
        kind="thumbnail"
        showAlert={showAlert}
        onUploaded={(url) => form.setValue('thumbnailUrl', url, { shouldValidate: true, shouldDirty: true })}
      />
      {form.watch('mirrors') !== null && <MirrorsField control={control} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="type"
          label={t('Type')}
          options={labelledOptions(CONTENT_TYPES, CONTENT_TYPE_LABELS)}
        />
        <TextField
          control={control}
          name="tags"
          label={t('Tags')}
          hint={t('Separate tags with commas.')}
          autoComplete="off"
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <WholeNumberField control={control} name="images" label={t('Images')} min={0} />
        <WholeNumberField control={control} name="videos" label={t('Videos')} min={0} />
        <WholeNumberField
          control={control}
          name="size"
          label={t('Size (bytes)')}
          min={0}
          hint={Number.isFinite(size) && size > 0 ? formatBytes(size) : undefined}
        />
      </div>
      <FormActions
        onCancel={onClose}
        busy={save.isPending}
        submitLabel={item ? t('Save Changes') : t('Add Content')}
        busyLabel={t('Saving…')}
      />
    </Form>
  );
}

/** The admin content form in its add and edit modes; saving reloads the list and closes it. */
export function ContentFormDialog({ open, item, onClose, showAlert, addMirror, onSaved }: ContentFormDialogProps) {
  // A list's copy of an item has no links: its mirrors are fetched so the form can show them.
  const full = useAdminContent(open && item && !item.links ? item.slug : null);
  const known = item?.links ? item : (full.data ?? null);
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      icon={<FilePen />}
      title={item ? t('Edit Content') : t('Add Content')}
      description={
        item ? t('Change “{title}”.', { title: item.title }) : t('Add a pack and its download link to a model.')
      }
      className="max-w-2xl"
      onEscapeKeyDown={keepDialogOpenForPickerEscape}
    >
      {item && !known && full.isPending ? (
        <Skeleton className="h-96 rounded-card" aria-label={t('Loading…')} />
      ) : (
        <ContentFormBody
          key={`${item?.id ?? 'new'}-${known ? 'links' : 'list'}`}
          item={known ?? item}
          onClose={onClose}
          showAlert={showAlert}
          addMirror={addMirror}
          onSaved={onSaved}
        />
      )}
    </TitledDialog>
  );
}
