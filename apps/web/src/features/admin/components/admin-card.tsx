import { EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn, focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';

type AdminCardProps = {
  /** The picture, its alt text, and a badge over it. */
  imageUrl: string | null;
  imageAlt: string;
  badge?: ReactNode;
  /** Hidden from the public by a pending report. */
  hidden?: boolean | undefined;
  title: string;
  /** Lines under the title (model, views, ethnicity…). */
  children: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  /** Whether the card is in the list's selection, and how to change that. */
  selected: boolean;
  onSelect: (selected: boolean) => void;
};

const CARD_IMAGE_WIDTH = 480;
const CARD_IMAGE_HEIGHT = 640;

/** One model or content item in an admin grid, with Edit and Delete named after it for screen readers. */
export function AdminCard({
  imageUrl,
  imageAlt,
  badge,
  hidden,
  title,
  children,
  onEdit,
  onDelete,
  selected,
  onSelect,
}: AdminCardProps) {
  return (
    <li
      className={cn(
        'flex flex-col overflow-hidden rounded-card border bg-surface',
        selected ? 'border-accent' : 'border-line',
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-2">
        {imageUrl && (
          <img
            src={imageUrl}
            alt={imageAlt}
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        )}
        {badge && <div className="absolute top-2 left-2">{badge}</div>}
        {hidden && (
          <Badge variant="warning" className="absolute top-2 right-2" title={t('Hidden from visitors')}>
            <EyeOff aria-hidden="true" /> {t('Hidden')}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <div className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t('Select {title}', { title })}
            className={cn('size-4 shrink-0 cursor-pointer rounded accent-accent', focusRing)}
          />
          <h2 className="truncate text-sm font-semibold text-fg" title={title}>
            {title}
          </h2>
        </div>
        <div className="flex flex-col gap-0.5 text-caption text-fg-muted">{children}</div>
        <div className="mt-auto flex gap-2 pt-2">
          <Button
            variant="secondary"
            size="sm"
            className="flex-1"
            onClick={onEdit}
            aria-label={t('Edit {title}', { title })}
          >
            <Pencil aria-hidden="true" /> {t('Edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:text-danger"
            onClick={onDelete}
            aria-label={t('Delete {title}', { title })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
