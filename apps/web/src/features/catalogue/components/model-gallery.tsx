import { ChevronLeft, ChevronRight, Images } from 'lucide-react';
import { useState } from 'react';
import type { Model, ModelPhoto } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog.tsx';
import { focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { pictureMissing, pictureProps } from '@/lib/pictures.ts';

/** The grid's columns: two on phones, three on tablets, four wider. */
const GRID_SIZES = '(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw';

/** One photo shown large, with the previous and next ones a button or an arrow key away. */
function Viewer({
  photos,
  name,
  index,
  onIndex,
  onClose,
}: {
  photos: readonly ModelPhoto[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const photo = photos[index]!;
  const count = photos.length;
  const go = (by: number) => onIndex((index + by + count) % count);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-4xl items-center gap-3 p-4 sm:p-6"
        aria-describedby={undefined}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') go(-1);
          if (event.key === 'ArrowRight') go(1);
        }}
      >
        <DialogTitle className="self-start pr-8 text-base">
          {t('{name}: photo {n} of {count}', { name, n: index + 1, count })}
        </DialogTitle>
        <img
          key={photo.id}
          src={photo.url}
          alt={t('{name}, photo {n}', { name, n: index + 1 })}
          className="max-h-[70dvh] w-auto max-w-full rounded-lg object-contain"
          {...pictureProps(photo, '(min-width: 900px) 860px, 92vw')}
        />
        {count > 1 && (
          <div className="flex items-center gap-3">
            <Button variant="secondary" size="icon" aria-label={t('Previous photo')} onClick={() => go(-1)}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="secondary" size="icon" aria-label={t('Next photo')} onClick={() => go(1)}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

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
        <Viewer photos={photos} name={model.name} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
