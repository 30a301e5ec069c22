import { Popover } from 'radix-ui';
import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { CollectionChoices } from './collection-choices.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewerId: number;
  contentId: number;
  title: string;
  /** The card's Save button, made the popover's trigger. */
  trigger: ReactElement;
};

/**
 * A card's Save popover (loaded when first wanted, card-save-button.tsx): the viewer's collections
 * ticked when they hold the item, and "New collection". Radix keeps it keyboard-friendly: focus
 * moves in when it opens, Escape closes it and gives focus back to the button.
 */
export function SavePopover({ open, onOpenChange, viewerId, contentId, title, trigger }: Props) {
  const headingId = useId();
  const close = () => onOpenChange(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={headingId}
          data-testid="save-popover"
          className={cn(
            'z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col gap-3 rounded-lg border border-line-strong bg-surface p-3 shadow-xl shadow-black/40',
            'data-[state=open]:motion-safe:animate-fade-in',
          )}
        >
          <div className="flex flex-col gap-0.5">
            <h2 id={headingId} className="text-sm font-semibold text-fg">
              {t('Save to a collection')}
            </h2>
            <p className="truncate text-caption text-fg-muted">{title}</p>
          </div>
          <CollectionChoices viewerId={viewerId} contentId={contentId} onLeave={close} />
          <Link
            to={paths.collections.getHref()}
            className={cn(buttonClasses('ghost', 'sm'), 'self-start')}
            onClick={close}
          >
            {t('My collections')}
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
