import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ModelPhoto } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { pictureProps } from '@/lib/pictures.ts';

// Loaded when a photo is first opened (model-gallery.tsx): the dialog's code is not part of the
// model page's first load.

/** One photo shown large, with the previous and next ones a button or an arrow key away. */
export function PhotoViewer({
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
