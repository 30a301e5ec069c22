import { ArrowDown, ArrowUp, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ModelPhoto } from '@packdex/shared/schemas';
import { MODEL_PHOTOS_MAX } from '@packdex/shared/schemas/catalogue-admin';
import { Button } from '@/components/ui/button.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { narrowest, pictureMissing } from '@/lib/pictures.ts';
import { type GalleryChange, useChangeModelPhotos, useModelPhotos } from '../api/model-photos.ts';
import { adminFailure, type ShowAlert } from '../lib/alerts.ts';
import { acceptablePicture } from './picture-field.tsx';

type ModelGalleryFieldProps = {
  modelId: number;
  /** The main photo changed: the form's photo field follows, so saving the form keeps it. */
  onMainChange: (url: string) => void;
  showAlert: ShowAlert;
};

/** Moves the photo at `from` one place up or down; the ids in their new order. */
function moved(photos: readonly ModelPhoto[], from: number, by: -1 | 1): number[] {
  const ids = photos.map((p) => p.id);
  const to = from + by;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/**
 * A model's gallery in the admin form (docs/catalogue-operations.md#a-models-gallery): add photos
 * (several files at once, each processed like every picture), put them in order with the move
 * buttons (focus stays on the photo moved, and the new place is announced), choose the main photo
 * (cards and the profile header show it) and remove photos. Each change is saved at once.
 */
export function ModelGalleryField({ modelId, onMainChange, showAlert }: ModelGalleryFieldProps) {
  const { data } = useModelPhotos(modelId);
  const change = useChangeModelPhotos(modelId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ n: number; count: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const photos = data?.photos ?? [];
  const busy = change.isPending || uploading !== null;

  const apply = async (what: GalleryChange, errorTitle: string) => {
    try {
      const gallery = await change.mutateAsync(what);
      if (gallery.photoUrl !== data?.photoUrl) onMainChange(gallery.photoUrl);
      return gallery;
    } catch (error) {
      adminFailure(showAlert, errorTitle)(error);
      return null;
    }
  };

  const onFiles = async (files: File[]) => {
    const accepted = files.filter((file) => acceptablePicture(file, showAlert));
    for (const [index, file] of accepted.entries()) {
      setUploading({ n: index + 1, count: accepted.length });
      if (!(await apply({ kind: 'upload', file }, t('Upload Failed')))) break;
    }
    setUploading(null);
  };

  const move = async (index: number, by: -1 | 1) => {
    const photo = photos[index]!;
    const gallery = await apply({ kind: 'order', ids: moved(photos, index, by) }, t('Error saving gallery'));
    if (!gallery) return;
    const at = gallery.photos.findIndex((p) => p.id === photo.id);
    setAnnouncement(t('Photo moved to position {n} of {count}.', { n: at + 1, count: gallery.photos.length }));
    // Focus stays with the photo moved: on the same button, or the other one at either end.
    const edge = (by === -1 && at === 0) || (by === 1 && at === gallery.photos.length - 1);
    const direction = by === -1 ? (edge ? 'down' : 'up') : edge ? 'up' : 'down';
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`[data-action="${photo.id}:${direction}"]`)?.focus(),
    );
  };

  return (
    <fieldset className="flex flex-col gap-3" data-testid="model-gallery">
      <legend className="mb-1 text-sm font-medium">{t('Gallery')}</legend>
      <p className="text-sm text-fg-muted">
        {t(
          'Up to {max} photos, shown on the profile in this order. The main photo is shown on cards and at the top of the profile.',
          { max: MODEL_PHOTOS_MAX },
        )}
      </p>
      {photos.length === 0 ? (
        <p className="text-sm text-fg-subtle">{t('No photos in the gallery yet.')}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('Gallery')}>
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li
                key={photo.id}
                className="flex items-center gap-2 rounded-lg border border-line bg-surface-2 p-2 sm:gap-3"
                data-testid="gallery-photo"
                data-photo-id={photo.id}
              >
                <div className="size-12 shrink-0 overflow-hidden rounded-md bg-surface-3 sm:size-14">
                  {!pictureMissing(photo) && (
                    <img
                      src={narrowest(photo.url, photo)}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  )}
                </div>
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="text-sm font-medium whitespace-nowrap">{t('Photo {n}', { n })}</span>
                  {photo.main && <span className="text-xs text-accent">{t('Main photo')}</span>}
                  {photo.status === 'pending' && <span className="text-xs text-fg-subtle">{t('Being fetched…')}</span>}
                </div>
                <div className="flex items-center gap-0.5 sm:gap-1">
                  {(
                    [
                      {
                        key: 'up',
                        label: t('Move photo {n} up', { n }),
                        title: t('Move up'),
                        icon: <ArrowUp aria-hidden="true" />,
                        off: index === 0,
                        run: () => move(index, -1),
                      },
                      {
                        key: 'down',
                        label: t('Move photo {n} down', { n }),
                        title: t('Move down'),
                        icon: <ArrowDown aria-hidden="true" />,
                        off: index === photos.length - 1,
                        run: () => move(index, 1),
                      },
                      {
                        key: 'main',
                        label: t('Make photo {n} the main photo', { n }),
                        title: t('Make main photo'),
                        icon: (
                          <Star aria-hidden="true" className={photo.main ? 'fill-current text-accent' : undefined} />
                        ),
                        off: photo.main,
                        run: () => apply({ kind: 'main', photoId: photo.id }, t('Error saving gallery')),
                      },
                      {
                        key: 'remove',
                        label: t('Remove photo {n}', { n }),
                        title: t('Remove photo'),
                        icon: <Trash2 aria-hidden="true" />,
                        off: false,
                        run: () => apply({ kind: 'remove', photoId: photo.id }, t('Error saving gallery')),
                      },
                    ] as const
                  ).map((action) => (
                    <Button
                      key={action.key}
                      data-action={`${photo.id}:${action.key}`}
                      variant="ghost"
                      size="icon"
                      className="size-9 sm:size-10"
                      aria-label={action.label}
                      title={action.title}
                      {...(action.key === 'main' ? { 'aria-pressed': photo.main } : {})}
                      disabled={busy || action.off}
                      onClick={() => void action.run()}
                    >
                      {action.icon}
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          disabled={busy || photos.length >= MODEL_PHOTOS_MAX}
        >
          <ImagePlus aria-hidden="true" />
          {uploading ? t('Uploading {n} of {count}…', { n: uploading.n, count: uploading.count }) : t('Add photos')}
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={t('Photo files')}
        data-testid="model-gallery-files"
        onChange={(event) => {
          void onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
