import {
  Activity,
  Ban,
  ClipboardCheck,
  EyeOff,
  FileChartColumn,
  FileStack,
  FileUp,
  Flag,
  Globe,
  History,
  LayoutDashboard,
  Lightbulb,
  Mail,
  Scale,
  Server,
  UserCog,
  Users,
  Tags,
} from 'lucide-react';
import { useRef } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { compliancePaths } from '../lib/compliance-paths.ts';
import { staffMaySee } from '../lib/staff-pages.ts';
import { fadeMask, useScrollEdges } from '../lib/use-scroll-edges.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';

const SECTIONS = [
  { label: msg('Dashboard'), to: paths.admin.dashboard.getHref(), icon: LayoutDashboard, end: true },
  { label: msg('Models'), to: paths.admin.models.getHref(), icon: Users, end: false },
  { label: msg('Content'), to: paths.admin.content.getHref(), icon: FileStack, end: false },
  { label: msg('Reports'), to: paths.admin.reports.getHref(), icon: Flag, end: false },
  { label: msg('Recommendations'), to: paths.admin.recommendations.getHref(), icon: Lightbulb, end: false },
  { label: msg('Messages'), to: paths.admin.messages.getHref(), icon: Mail, end: false },
  { label: msg('Users'), to: paths.admin.users.getHref(), icon: UserCog, end: false },
  { label: msg('Audit'), to: paths.admin.audit.getHref(), icon: History, end: false },
  { label: msg('DMCA'), to: paths.admin.dmca.getHref(), icon: Scale, end: false },
  { label: msg('Removals'), to: compliancePaths.removalRequests.getHref(), icon: EyeOff, end: false },
  { label: msg('Review'), to: compliancePaths.review.getHref(), icon: ClipboardCheck, end: false },
  { label: msg('Link health'), to: compliancePaths.linkHealth.getHref(), icon: Activity, end: false },
  { label: msg('Banned terms'), to: compliancePaths.bannedTerms.getHref(), icon: Ban, end: false },
  { label: msg('Age policy'), to: compliancePaths.agePolicy.getHref(), icon: Globe, end: false },
  { label: msg('Imports'), to: compliancePaths.imports.getHref(), icon: FileUp, end: false },
  { label: msg('Tags'), to: compliancePaths.tags.getHref(), icon: Tags, end: false },
  { label: msg('System'), to: compliancePaths.system.getHref(), icon: Server, end: false },
  { label: msg('Monthly report'), to: compliancePaths.monthlyReport.getHref(), icon: FileChartColumn, end: false },
] as const;

/**
 * The admin area: a section bar above the admin pages (loaded only when staff open it), showing each
 * role its own pages (lib/staff-pages.ts); an address of another role's page goes to the first of its own.
 */
export function AdminLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const role = user?.role ?? 'user';
  const sections = SECTIONS.filter((s) => staffMaySee(role, s.to));
  // On a phone the bar scrolls sideways: a fade at each end with more past it says so (issue 41).
  const bar = useRef<HTMLElement>(null);
  const edges = useScrollEdges(bar, pathname);
  if (!staffMaySee(role, pathname) && sections[0]) return <Navigate to={sections[0].to} replace />;
  const mask = fadeMask(edges);
  return (
    <div className="flex flex-col gap-6">
      <nav
        ref={bar}
        aria-label={t('Admin sections')}
        data-more-before={edges.start || undefined}
        data-more-after={edges.end || undefined}
        className="-mx-1 snap-x snap-proximity overflow-x-auto overscroll-x-contain [scrollbar-width:thin]"
        style={mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined}
      >
        <ul className="flex w-max gap-1 px-1">
          {sections.map(({ label, to, icon: Icon, end }) => (
            <li key={to} className="snap-start scroll-mx-1">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-9 items-center gap-2 rounded-lg px-2.5 sm:px-3 text-sm font-medium whitespace-nowrap transition-colors',
                    isActive ? 'bg-surface-2 text-fg' : 'text-fg-muted hover:bg-surface hover:text-fg',
                    focusRing,
                  )
                }
              >
                <Icon className="hidden size-4 sm:block" aria-hidden="true" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
