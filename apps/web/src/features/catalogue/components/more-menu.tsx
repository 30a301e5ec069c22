import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useDeferredOpen } from '@/lib/use-deferred-open.ts';
import type { MenuAction } from '../types.ts';

// The menu (and the Radix menu primitives under it) loads when it is first pointed at or opened:
// a content or model page does not download it for a menu most visitors never open.
const loadDropdown = () => import('./more-menu-dropdown.tsx');
const MoreMenuDropdown = lazy(async () => ({ default: (await loadDropdown()).MoreMenuDropdown }));

function MoreButton({ label, ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <Button variant="outline" size="icon" aria-label={label} {...props}>
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
}

/** The "..." menu of a content or model page; its entries come from the page and the community slot. */
export function MoreMenu({ label, actions }: { label: string; actions: readonly MenuAction[] }) {
  const { open, setOpen, mounted, placeholderProps } = useDeferredOpen(loadDropdown);
  const placeholder = <MoreButton label={label} {...placeholderProps} />;
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MoreMenuDropdown open={open} onOpenChange={setOpen} actions={actions} trigger={<MoreButton label={label} />} />
    </Suspense>
  );
}
