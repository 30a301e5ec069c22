import { use } from 'react';
import type { ContentType } from '@packdex/shared/constants';
import type { Content } from '@packdex/shared/schemas';
import { formatBytes, formatCount, shortDate, timeAgo } from '@/lib/i18n/format.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Glyph } from '@/components/ui/glyph.tsx';
import { paths } from '@/config/paths.ts';
import { cardFocusRing, cn } from '@/lib/cn.ts';
import { CardTitleLink } from './card-title-link.tsx';
import { CardActionContext } from '../lib/card-action.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { CONTENT_TYPE_LABELS } from '../lib/labels.ts';
import { pictureMissing, pictureProps } from '@/lib/pictures.ts';

/** Intrinsic size of a thumbnail; the box keeps this 16:9 ratio so nothing shifts when it loads. */
const THUMB_WIDTH = 640;
const THUMB_HEIGHT = 360;
/** The card's width in the grid: 2 columns on phones, up to 4 on wide screens. */
const CARD_SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, 50vw';

function TypeIcon({ type, className }: { type: ContentType; className?: string }) {
  return <Glyph name={type === 'video' ? 'film' : type === 'image' ? 'image' : 'images'} className={className} />;
}

/** What the pack holds, in one line: "120 images · 3 videos · 1.2 GB"; each part only when above 0. */
export function packSummary(info: Content['info']): string {
  return [
    info.images > 0 && t('{count, plural, one {# image} other {# images}}', { count: info.images }),
    info.videos > 0 && t('{count, plural, one {# video} other {# videos}}', { count: info.videos }),
    info.size > 0 && formatBytes(info.size),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** `eager` for the cards of the first row, which are on screen at once. */
export function ContentCard({ content, eager = false }: { content: Content; eager?: boolean }) {
  const modelName = content.model?.name;
  // The count as the list's answer has it: the floor of counts this browser has shown
  // (seen-views.ts) is the content page's, which the first page's JavaScript budget leaves out.
  const views = content.views;
  // The thumbnail, else the model's photo; one still being fetched (or lost) shows the type's icon.
  const picture = content.thumbnailUrl ? content.thumbnail : content.model?.photo;
  const image = pictureMissing(picture) ? null : (content.thumbnailUrl ?? content.model?.photoUrl ?? null);
  const summary = packSummary(content.info);
  const action = use(CardActionContext);
  return (
    <article
      className={cn(
        'group relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-colors hover:border-line-strong',
        cardFocusRing,
      )}
    >
      <div className="relative aspect-video overflow-hidden bg-surface-2">
        {image ? (
          <img
            src={image}
            alt={modelName ? `${content.title} — ${modelName}` : content.title}
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
            {...pictureProps(picture, CARD_SIZES)}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-fg-subtle">
            <TypeIcon type={content.type} className="size-10" />
          </div>
        )}
        <Badge variant="overlay" className="absolute top-2 left-2">
          <TypeIcon type={content.type} className="size-3" />
          {t(CONTENT_TYPE_LABELS[content.type])}
        </Badge>
        {/* Above the title's link, which is stretched over the whole card. */}
        {action && <div className="absolute top-2 right-2 z-10">{action(content)}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <CardTitleLink to={paths.content.getHref(content.slug)} className="line-clamp-2">
          {content.title}
        </CardTitleLink>
        {modelName && <p className="truncate text-sm text-fg-muted">{modelName}</p>}
        {summary && <p className="truncate text-caption text-fg-subtle">{summary}</p>}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1 text-caption text-fg-subtle">
          <span
            className="inline-flex items-center gap-1"
            title={t('{count, plural, one {# view} other {# views}}', { count: views })}
          >
            <Glyph name="eye" className="size-3.5" />
            <span className="sr-only">{t('Views:')} </span>
            {formatCount(views)}
          </span>
          <time
            dateTime={content.createdAt}
            title={shortDate(content.createdAt)}
            className="inline-flex items-center gap-1"
          >
            <Glyph name="clock" className="size-3.5" />
            {timeAgo(content.createdAt)}
          </time>
        </div>
      </div>
    </article>
  );
}
