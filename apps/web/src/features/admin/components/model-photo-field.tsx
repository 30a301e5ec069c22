import { ImageUp } from 'lucide-react';
import { useRef } from 'react';
import type { Control } from 'react-hook-form';
import { PROFILE_PHOTO_MAX_BYTES } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useUploadModelPhoto } from '../api/upload-model-photo.ts';
import { adminFailure, type ShowAlert } from '../lib/alerts.ts';
import type { ModelFormValues } from '../lib/form-schemas.ts';
import { t } from '@/lib/i18n/i18n.ts';

type ModelPhotoFieldProps = {
  control: Control<ModelFormValues, unknown, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any output type
  /** Puts the uploaded photo's address in the field. */
  onUploaded: (photoUrl: string) => void;
  showAlert: ShowAlert;
};

/**
 * The model's photo: a link typed in, or a file uploaded (images only, at most 5 MB — the same
 * checks and texts as the profile photo; the server re-encodes it to WebP and fills the link).
 */
export function ModelPhotoField({ control, onUploaded, showAlert }: ModelPhotoFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadModelPhoto();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/'))
      return showAlert({
        type: 'warning',
        title: t('Invalid File Type'),
        message: t('Please select only image files.'),
      });
    if (file.size > PROFILE_PHOTO_MAX_BYTES)
      return showAlert({
        type: 'warning',
        title: t('File Too Large'),
        message: t('Image must be no larger than 5MB.'),
      });
    upload.mutate(file, {
      onSuccess: ({ photoUrl }) => onUploaded(photoUrl),
      onError: adminFailure(showAlert, t('Upload Failed')),
    });
  };

  return (
    <FormField
      control={control}
      name="photoUrl"
      label={t('Photo')}
      hint={t('An http(s) link, or upload an image (at most 5 MB; stored as WebP).')}
    >
      {(field, controlProps) => (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-3">
            <div className="size-16 shrink-0 overflow-hidden rounded-lg border border-line bg-surface-2">
              {field.value && (
                <img
                  src={field.value}
                  alt={t('Photo preview')}
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
                placeholder="https://…"
                className="min-w-0 sm:flex-1"
              />
              <Button
                variant="secondary"
                onClick={() => fileInput.current?.click()}
                disabled={upload.isPending}
                aria-describedby={controlProps['aria-describedby']}
              >
                <ImageUp aria-hidden="true" />
                {upload.isPending ? t('Uploading…') : t('Upload photo')}
              </Button>
            </div>
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('Photo file')}
            data-testid="model-photo-file"
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
