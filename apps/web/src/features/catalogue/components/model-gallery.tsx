import { Images } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Model } from '@packdex/shared/schemas';
import { focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { pictureMissing, pictureProps } from '@/lib/pictures.ts';

// The viewer (a dialog) loads when a photo is first opened, not with the model page.
const PhotoViewer = lazy(async () => ({ default: (await import('./photo-viewer.tsx')).PhotoViewer }));

/** The grid's columns: two on phones, three on tablets, four wider. */
const GRID_SIZES = '(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw';

/**
 * A model's gallery on the profile (docs/catalogue-operations.md#a-models-gallery), in the admins'
 * order: a grid of lazy pictures with their size and placeholder; a photo opens larger in a dialog
 * (arrow keys and buttons go through them, Escape closes). Shown once there is more than the main photo.
 */
export function ModelGallery({ model }: { model: Pick<Model, 'name' | 'photos'> }) {
  const photos = (model.photos ?? []).filter((photo) => !pictureMissing(photo));
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length < 2) return null;
  return (
    <section aria-labelledby="model-gallery" className="flex flex-col gap-4">
      <h2
        id="model-gallery"
        className="inline-flex items-center gap-2 text-heading font-semibold [&_svg]:size-5 [&_svg]:text-accent"
      >
        <Images aria-hidden="true" />
        {t('Photos')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="model-gallery">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className={`block w-full overflow-hidden rounded-card border border-line bg-surface-2 ${focusRing}`}
              aria-label={t('Open photo {n} of {count}', { n: index + 1, count: photos.length })}
              data-photo-url={photo.url}
              onClick={() => setOpen(index)}
            >
              <img
                src={photo.url}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[3/4] w-full object-cover transition-transform duration-300 motion-safe:hover:scale-[1.03]"
                {...pictureProps(photo, GRID_SIZES)}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} name={model.name} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
