import { NavLink } from 'react-router';
import { Glyph } from '@/components/ui/glyph.tsx';
import { cn, focusRing } from '@/lib/cn.ts';
import type { NavItem } from './nav-items.ts';
import { t } from '@/lib/i18n/i18n.ts';

/** A header link; NavLink sets aria-current="page" when it is active. */
export function NavLinkItem({
  item,
  mobile = false,
  onNavigate,
}: {
  item: NavItem;
  mobile?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'inline-flex items-center gap-2 rounded-lg font-medium transition-colors',
          mobile ? 'h-12 w-full px-3 text-base' : 'h-9 px-3 text-sm',
          isActive ? 'bg-surface-2 text-fg' : 'text-fg-muted hover:bg-surface hover:text-fg',
          focusRing,
        )
      }
    >
      {({ isActive }) => (
        <>
          <Glyph name={item.icon} className={cn('size-4', isActive && 'text-accent', !mobile && 'hidden lg:block')} />
          {t(item.label)}
        </>
      )}
    </NavLink>
  );
}
