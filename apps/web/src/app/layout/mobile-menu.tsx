import { Glyph } from '@/components/ui/glyph.tsx';
import { lazy, Suspense, useRef, useState } from 'react';
import type { User } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import { useOpenedOnce } from '@/lib/use-opened-once.ts';
import { t } from '@/lib/i18n/i18n.ts';

// The sheet (and the dialog primitive under it) loads on the first tap of the menu button; pointing
// at or focusing the button starts the download early.
const loadSheet = () => import('./mobile-menu-sheet.tsx');
const MobileMenuSheet = lazy(async () => ({ default: (await loadSheet()).MobileMenuSheet }));

type MobileMenuProps = {
  user: User | null;
  onSignIn: () => void;
  onLogout: () => void;
  className?: string;
};

/** The header below the md breakpoint: a menu button that opens a side sheet with the same links. */
export function MobileMenu({ user, onSignIn, onLogout, className }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label={t('Open menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setOpen(true)}
      >
        <Glyph name="menu" className="size-4" />
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={setOpen}
            user={user}
            onSignIn={onSignIn}
            onLogout={onLogout}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
