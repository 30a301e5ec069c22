import { Crown, Home, Scale, ShieldCheck, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths.ts';
import { msg } from '@/lib/i18n/i18n.ts';

/** `label` is an English text marked with msg(); NavLinkItem shows it with t(). */
export type NavItem = { label: string; to: string; icon: LucideIcon; end: boolean };

/**
 * The header links (docs/product.md#screens). Admin is listed for admins only; its link matches every path
 * below /admin, so it stays active on each admin page.
 */
export function navItems(isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [
    { label: msg('Home'), to: paths.home.getHref(), icon: Home, end: true },
    { label: msg('Models'), to: paths.models.getHref(), icon: Users, end: true },
    { label: msg('Premium'), to: paths.premium.getHref(), icon: Crown, end: true },
    { label: msg('DMCA'), to: paths.dmca.getHref(), icon: Scale, end: true },
  ];
  if (isAdmin) items.push({ label: msg('Admin'), to: paths.admin.dashboard.getHref(), icon: ShieldCheck, end: false });
  return items;
}
