import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Glyph } from '@/components/ui/glyph.tsx';
import { useAuth, useAuthDialog } from '@/lib/auth/auth-context.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useOpenedOnce } from '@/lib/use-opened-once.ts';

// The popover (Radix's primitives, the list, the form) loads when first pointed at or opened: the
// cards of a grid cost a button each, and the model page keeps its first load's files.
const loadPopover = () => import('./save-popover.tsx');
const SavePopover = lazy(async () => ({ default: (await loadPopover()).SavePopover }));

/** The round bookmark button over a card's picture; the same for everyone, so a served page hydrates as is. */
function SaveIcon({ title, className, ...props }: ComponentProps<'button'> & { title: string }) {
  return (
    <button
      type="button"
      aria-label={t('Save {title} to a collection', { title })}
      title={t('Save')}
      data-testid="card-save"
      className={cn(
        'inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white backdrop-blur-sm transition-colors hover:bg-black/80',
        focusRing,
        className,
      )}
      {...props}
    >
      <Glyph name="bookmark" className="size-4" />
    </button>
  );
}

/**
 * "Save" on a content card (docs/product.md#collections): a signed-in account picks the collections
 * keeping the item in a small popover; a visitor is asked to sign in.
 */
export function CardSaveButton({ contentId, title }: { contentId: number; title: string }) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const placeholder = (
    <SaveIcon
      title={title}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => user && void loadPopover()}
      onFocus={() => user && void loadPopover()}
      onClick={() => (user ? setOpen(true) : openAuthDialog('login'))}
    />
  );
  if (!user || !mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SavePopover
        open={open}
        onOpenChange={setOpen}
        viewerId={user.id}
        contentId={contentId}
        title={title}
        trigger={<SaveIcon title={title} />}
      />
    </Suspense>
  );
}
