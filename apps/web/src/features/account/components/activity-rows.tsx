import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Content, Model } from '@packdex/shared/schemas';
import { Avatar } from '@/components/ui/avatar.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';

/** A row's title: a link stretched over the whole row, so each row is one tab stop and clickable all over. */
function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <h3 className="text-sm font-semibold text-fg">
      <Link
        to={to}
        className={cn(
          'line-clamp-2 rounded-sm break-words after:absolute after:inset-0 after:rounded-card group-hover:text-accent',
          focusRing,
        )}
      >
        {children}
      </Link>
    </h3>
  );
}

const rowClasses =
  'group relative flex h-full items-center gap-3 rounded-card border border-line bg-surface p-2.5 transition-colors hover:border-line-strong';

/** A pack on My activity: thumbnail, title, model and `meta` (when it was liked, viewed or added). */
export function PackRow({ content, meta }: { content: Content; meta: string }) {
  const image = content.thumbnailUrl ?? content.model?.photoUrl ?? null;
  return (
    <li>
      <article className={rowClasses}>
        <span className="relative aspect-video w-24 shrink-0 overflow-hidden rounded-md bg-surface-2 sm:w-32">
          {image ? (
            <img
              src={image}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <Package className="absolute inset-0 m-auto size-6 text-fg-subtle" aria-hidden="true" />
          )}
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <RowLink to={paths.content.getHref(content.slug)}>{content.title}</RowLink>
          {content.model && <p className="truncate text-caption text-fg-muted">{content.model.name}</p>}
          <p className="text-caption text-fg-subtle">{meta}</p>
        </div>
      </article>
    </li>
  );
}

/** A model on My activity: photo, name, its count of packs and `meta` (when it was liked or followed). */
export function ModelRow({ model, meta }: { model: Model; meta: string }) {
  return (
    <li>
      <article className={rowClasses}>
        <Avatar name={model.name} src={model.photoUrl} className="size-12 text-sm" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <RowLink to={paths.model.getHref(model.slug)}>{model.name}</RowLink>
          <p className="text-caption text-fg-muted">
            {t('{count, plural, one {# pack} other {# packs}}', { count: model.contents })}
          </p>
          <p className="text-caption text-fg-subtle">{meta}</p>
        </div>
      </article>
    </li>
  );
}
