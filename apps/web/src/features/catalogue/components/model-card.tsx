import type { Model } from '@packdex/shared/schemas';
import { formatCount } from '@/lib/i18n/format.ts';
import { Glyph } from '@/components/ui/glyph.tsx';
import { paths } from '@/config/paths.ts';
import { cardFocusRing, cn } from '@/lib/cn.ts';
import { CardTitleLink } from './card-title-link.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { pictureMissing, pictureProps } from '@/lib/pictures.ts';

/** Intrinsic size of a model photo; the 3:4 box keeps the grid still while it loads. */
const PHOTO_WIDTH = 480;
const PHOTO_HEIGHT = 640;
/** The card's width in the grid: 2 columns on phones, up to 6 on wide screens. */
const CARD_SIZES = '(min-width: 1280px) 16vw, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw';

export function ModelCard({ model, eager = false }: { model: Model; eager?: boolean }) {
  const packs = t('{count, plural, one {# pack} other {# packs}}', { count: model.contents });
  return (
    <article
      className={cn(
        'group relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-colors hover:border-line-strong',
        cardFocusRing,
      )}
    >
      <div className="relative aspect-[3/4] overflow-hidden bg-surface-2">
        {!pictureMissing(model.photo) && (
          <img
            src={model.photoUrl}
            alt={model.name}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
            {...pictureProps(model.photo, CARD_SIZES)}
          />
        )}
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1/3 bg-linear-to-t from-black/70 to-transparent"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <CardTitleLink to={paths.model.getHref(model.slug)} className="truncate">
          {model.name}
        </CardTitleLink>
        <div className="mt-auto flex items-center justify-between gap-2 text-caption whitespace-nowrap text-fg-subtle">
          <span className="text-fg-muted">
            {model.age !== null ? (
              <>
                <span className="sr-only">
                  {t('{age, plural, one {# year old} other {# years old}}', { age: model.age })}
                </span>
                <span aria-hidden="true">{t('{age, plural, one {# yr} other {# yrs}}', { age: model.age })}</span>
              </>
            ) : (
              '—'
            )}
          </span>
          <span
            className="inline-flex items-center gap-1"
            title={t('{count, plural, one {# view} other {# views}}', { count: model.views })}
          >
            <Glyph name="eye" className="size-3.5" />
            <span className="sr-only">{t('Views:')} </span>
            {formatCount(model.views)}
          </span>
          <span className="inline-flex items-center gap-1" title={packs}>
            <Glyph name="package" className="size-3.5" />
            <span aria-hidden="true">{model.contents}</span>
            <span className="sr-only">{packs}</span>
          </span>
        </div>
      </div>
    </article>
  );
}
