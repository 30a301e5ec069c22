import type { GlyphName } from '@/components/ui/glyph-names.ts';
import { paths } from '@/config/paths.ts';
import { msg } from '@/lib/i18n/i18n.ts';

/** `label` is an English text marked with msg(); NavLinkItem shows it with t(). */
export type NavItem = { label: string; to: string; icon: GlyphName; end: boolean };

/**
 * The header links (docs/product.md#screens). Admin is listed for staff only (editors, moderators,
 * admins: each sees its own pages there); its link matches every path below /admin, so it stays
 * active on each admin page.
 */
export function navItems(isStaff: boolean): NavItem[] {
  const items: NavItem[] = [
    { label: msg('Home'), to: paths.home.getHref(), icon: 'house', end: true },
    { label: msg('Models'), to: paths.models.getHref(), icon: 'users', end: true },
    { label: msg('Premium'), to: paths.premium.getHref(), icon: 'crown', end: true },
    { label: msg('DMCA'), to: paths.dmca.getHref(), icon: 'scale', end: true },
  ];
  if (isStaff)
    items.push({ label: msg('Admin'), to: paths.admin.dashboard.getHref(), icon: 'shield-check', end: false });
  return items;
}
