import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { Content } from '@packdex/shared/schemas';
import { Glyph } from '@/components/ui/glyph.tsx';
import { useAuth, useAuthDialog } from '@/lib/auth/auth-context.ts';
import { Button } from '@/components/ui/button.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { useOpenedOnce } from '@/lib/use-opened-once.ts';

// The popover (Radix's primitives, the list, the form) loads when first opened: the cards of a grid
// cost a button each, within the first page's budget, and the model page keeps its first load's files.
const SavePopover = lazy(async () => ({ default: (await import('./save-popover.tsx')).SavePopover }));

/**
 * The round bookmark button over a card's picture (the picture's badge's colours); the same for
 * everyone, so a page the server rendered attaches as is.
 */
function SaveIcon({ title, ...props }: ComponentProps<'button'> & { title: string }) {
  return (
    <Button
      size="icon"
      aria-label={t('Save {title} to a collection', { title })}
      className="rounded-full bg-black/70 text-white backdrop-blur-sm"
      {...props}
    >
      <Glyph name="bookmark" className="size-4" />
    </Button>
  );
}

/**
 * "Save" on a content card (docs/product.md#collections): a signed-in account picks the collections
 * keeping the item in a small popover; a visitor is asked to sign in.
 */
export function CardSaveButton({ content: { id: contentId, title } }: { content: Pick<Content, 'id' | 'title'> }) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const placeholder = (
    <SaveIcon title={title} aria-haspopup="dialog" onClick={() => (user ? setOpen(true) : openAuthDialog('login'))} />
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
