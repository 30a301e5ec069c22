import { Download, Eye, ShieldCheck, Sparkles, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Content } from '@packdex/shared/schemas';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { BlurredBackdrop } from './blurred-backdrop.tsx';
import { ViewCount } from './view-count.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { timeAgo } from '@/lib/i18n/format.ts';
import { narrowest, pictureMissing } from '@/lib/pictures.ts';

/** The large card: the model's photo blurred behind, who it is, the views and the download panel. */
export function ContentHeroCard({ content }: { content: Content }) {
  // Blurred, the narrowest stored width is enough; a picture still being fetched is left out.
  const model = content.model;
  const modelPhoto = model && !pictureMissing(model.photo) ? narrowest(model.photoUrl, model.photo) : null;
  const thumbnail =
    content.thumbnailUrl && !pictureMissing(content.thumbnail)
      ? narrowest(content.thumbnailUrl, content.thumbnail)
      : null;
  const backdrop = model ? modelPhoto : thumbnail;
  return (
    <section aria-label={t('Download')} className="relative overflow-hidden rounded-card border border-line bg-surface">
      {backdrop && (
        <BlurredBackdrop
          src={backdrop}
          className="opacity-45"
          fade="bg-linear-to-br from-surface/40 via-surface/70 to-surface"
        />
      )}
      <div className="relative grid gap-6 p-5 sm:p-8 md:grid-cols-[1fr_minmax(0,22rem)] md:items-center">
        <div className="flex items-center gap-4">
          {content.model ? (
            <Avatar
              name={content.model.name}
              src={modelPhoto}
              className="size-20 border-2 border-white/15 shadow-xl sm:size-24"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-20 items-center justify-center rounded-full bg-surface-3 text-fg-subtle sm:size-24"
            >
              <UserRound className="size-8" />
            </span>
          )}
          <div className="flex min-w-0 flex-col gap-1">
            {content.model ? (
              <Link
                to={paths.model.getHref(content.model.slug)}
                className={cn('truncate rounded-sm text-heading font-semibold text-fg hover:text-accent', focusRing)}
              >
                {content.model.name}
              </Link>
            ) : (
              <p className="text-heading font-semibold text-fg-muted">{t('Unknown model')}</p>
            )}
            <p className="inline-flex items-center gap-1.5 text-sm text-fg-muted">
              <Eye className="size-4" aria-hidden="true" />
              <ViewCount views={content.views} />
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-4 rounded-card border border-white/10 bg-canvas/70 p-5 backdrop-blur-md">
          <div className="flex flex-col gap-1">
            <h2 className="text-heading font-semibold">{t('Download')}</h2>
            <p className="text-sm text-fg-muted">{t('The pack opens on the file host in a new tab.')}</p>
          </div>
          <a
            href={content.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            <Download aria-hidden="true" /> {t('Download Pack')}
            <span className="sr-only"> {t('(opens in a new tab)')}</span>
          </a>
          {content.linkCheckedAt && (
            // When the link checker last found this download working (docs/link-health.md).
            <p className="text-caption text-fg-muted">
              <time dateTime={content.linkCheckedAt}>
                {t('Link checked {time}', { time: timeAgo(content.linkCheckedAt) })}
              </time>
            </p>
          )}
          <ul className="flex flex-wrap gap-2" aria-label={t('About this download')}>
            <li>
              <Badge variant="success">
                <ShieldCheck aria-hidden="true" /> {t('Secure Download')}
              </Badge>
            </li>
            <li>
              <Badge variant="accent">{t('18+ Content')}</Badge>
            </li>
            <li>
              <Badge variant="premium">
                <Sparkles aria-hidden="true" /> {t('Premium Quality')}
              </Badge>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
