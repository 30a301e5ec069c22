import { FileStack, Flag, LayoutDashboard, Users } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';

const SECTIONS = [
  { label: 'Dashboard', to: paths.admin.dashboard.getHref(), icon: LayoutDashboard, end: true },
  { label: 'Models', to: paths.admin.models.getHref(), icon: Users, end: false },
  { label: 'Content', to: paths.admin.content.getHref(), icon: FileStack, end: false },
  { label: 'Reports', to: paths.admin.reports.getHref(), icon: Flag, end: false },
] as const;

/** The admin area: a section bar above the admin pages (loaded only when an admin opens it). */
export function AdminLayout() {
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Admin sections" className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1">
          {SECTIONS.map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
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
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
