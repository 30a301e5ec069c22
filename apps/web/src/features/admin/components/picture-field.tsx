import { ImageUp } from 'lucide-react';
import { useRef } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PROFILE_PHOTO_MAX_BYTES } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { type PictureKind, useUploadPicture } from '../api/upload-picture.ts';
import { adminFailure, type ShowAlert } from '../lib/alerts.ts';
import { t } from '@/lib/i18n/i18n.ts';

type PictureFieldProps<V extends FieldValues> = {
  control: Control<V, unknown, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any output type
  name: FieldPath<V>;
  /** A model's photo (required) or an item's thumbnail (optional). */
  kind: PictureKind;
  /** Puts the uploaded picture's address in the field. */
  onUploaded: (url: string) => void;
  showAlert: ShowAlert;
};

/** The texts of each kind of picture field. */
const texts = (kind: PictureKind) =>
  kind === 'photo'
    ? {
        label: t('Photo'),
        hint: t('An http(s) link, or upload an image (at most 5 MB; stored as WebP).'),
        placeholder: 'https://…',
        preview: t('Photo preview'),
        upload: t('Upload photo'),
        file: t('Photo file'),
      }
    : {
        label: t('Thumbnail URL'),
        hint: t(
          "Optional, the model's photo is shown otherwise: a link the server fetches and stores, or an uploaded image (at most 5 MB).",
        ),
        placeholder: 'https://…',
        preview: t('Thumbnail preview'),
        upload: t('Upload thumbnail'),
        file: t('Thumbnail file'),
      };

/** Whether a chosen file may be uploaded as a picture (an image of at most 5 MB); warns when not. */
export function acceptablePicture(file: File, showAlert: ShowAlert): boolean {
  if (!file.type.startsWith('image/')) {
    showAlert({ type: 'warning', title: t('Invalid File Type'), message: t('Please select only image files.') });
    return false;
  }
  if (file.size > PROFILE_PHOTO_MAX_BYTES) {
    showAlert({ type: 'warning', title: t('File Too Large'), message: t('Image must be no larger than 5MB.') });
    return false;
  }
  return true;
}

/**
 * A picture of the catalogue: a link typed in (the server fetches and stores it, never hot-links
 * it), or a file uploaded (images only, at most 5 MB — the same checks and texts as the profile
 * photo; the server processes it and fills the link).
 */
export function PictureField<V extends FieldValues>({
  control,
  name,
  kind,
  onUploaded,
  showAlert,
}: PictureFieldProps<V>) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture(kind);
  const text = texts(kind);

  const onFile = (file: File | undefined) => {
    if (!file || !acceptablePicture(file, showAlert)) return;
    upload.mutate(file, {
      onSuccess: (url) => onUploaded(url),
      onError: adminFailure(showAlert, t('Upload Failed')),
    });
  };

  return (
    <FormField control={control} name={name} label={text.label} hint={text.hint}>
      {(field, controlProps) => (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-3">
            <div className="size-16 shrink-0 overflow-hidden rounded-lg border border-line bg-surface-2">
              {field.value && (
                <img
                  src={field.value}
                  alt={text.preview}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-full object-cover"
                />
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row">
              <Input
                {...field}
                value={field.value ?? ''}
                {...controlProps}
                type="url"
                inputMode="url"
                placeholder={text.placeholder}
                className="min-w-0 sm:flex-1"
              />
              <Button
                variant="secondary"
                onClick={() => fileInput.current?.click()}
                disabled={upload.isPending}
                aria-describedby={controlProps['aria-describedby']}
              >
                <ImageUp aria-hidden="true" />
                {upload.isPending ? t('Uploading…') : text.upload}
              </Button>
            </div>
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={text.file}
            data-testid={kind === 'photo' ? 'model-photo-file' : 'content-thumbnail-file'}
            onChange={(event) => {
              onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      )}
    </FormField>
  );
}
