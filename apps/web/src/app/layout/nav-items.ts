import { Crown, Home, Scale, ShieldCheck, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths.ts';

export type NavItem = { label: string; to: string; icon: LucideIcon; end: boolean };

/**
 * The header links (docs/product.md#screens). Admin is listed for admins only; its link matches every path
 * below /admin, so it stays active on each admin page.
 */
export function navItems(isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [
    { label: 'Home', to: paths.home.getHref(), icon: Home, end: true },
    { label: 'Models', to: paths.models.getHref(), icon: Users, end: true },
    { label: 'Premium', to: paths.premium.getHref(), icon: Crown, end: true },
    { label: 'DMCA', to: paths.dmca.getHref(), icon: Scale, end: true },
  ];
  if (isAdmin) items.push({ label: 'Admin', to: paths.admin.dashboard.getHref(), icon: ShieldCheck, end: false });
  return items;
}
