import {
  Ban,
  ClipboardCheck,
  EyeOff,
  FileStack,
  Flag,
  History,
  Lightbulb,
  Mail,
  Scale,
  Star,
  UserCog,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { compliancePaths } from '../lib/compliance-paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';

const SHORTCUTS = [
  {
    label: msg('Models'),
    description: msg('Create, edit and remove model profiles'),
    to: paths.admin.models.getHref(),
    icon: Star,
  },
  {
    label: msg('Content'),
    description: msg('Add packs and keep their links right'),
    to: paths.admin.content.getHref(),
    icon: FileStack,
  },
  {
    label: msg('Reports'),
    description: msg('Review the moderation queue'),
    to: paths.admin.reports.getHref(),
    icon: Flag,
  },
  {
    label: msg('Recommendations'),
    description: msg('Models premium members would like to see'),
    to: paths.admin.recommendations.getHref(),
    icon: Lightbulb,
  },
  {
    label: msg('Messages'),
    description: msg('What the contact form received'),
    to: paths.admin.messages.getHref(),
    icon: Mail,
  },
  {
    label: msg('Users'),
    description: msg('Roles and suspended accounts'),
    to: paths.admin.users.getHref(),
    icon: UserCog,
  },
  {
    label: msg('Audit log'),
    description: msg('Who changed what, and when'),
    to: paths.admin.audit.getHref(),
    icon: History,
  },
  {
    label: msg('DMCA'),
    description: msg('Takedown notices and counter-notices'),
    to: paths.admin.dmca.getHref(),
    icon: Scale,
  },
  {
    label: msg('Removal requests'),
    description: msg('People shown without consent: decide within 48 hours'),
    to: compliancePaths.removalRequests.getHref(),
    icon: EyeOff,
  },
  {
    label: msg('Review queue'),
    description: msg('Drafts waiting to be checked and published'),
    to: compliancePaths.review.getHref(),
    icon: ClipboardCheck,
  },
  {
    label: msg('Banned terms'),
    description: msg('Words refused in the catalogue and its searches'),
    to: compliancePaths.bannedTerms.getHref(),
    icon: Ban,
  },
] as const;

/** The dashboard's links to every admin section, with what each is for. */
export function AdminShortcuts() {
  return (
    <nav aria-label={t('Admin shortcuts')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {SHORTCUTS.map(({ label, description, to, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className={cn(
            'flex items-start gap-3 rounded-card border border-line bg-surface p-4 hover:border-line-strong hover:bg-surface-2',
            focusRing,
          )}
        >
          <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
          <span className="flex flex-col">
            <span className="font-semibold">{t(label)}</span>
            <span className="text-sm text-fg-muted">{t(description)}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
