import { Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { reportTitle } from '../lib/report-context.ts';
import type { ReportControl } from '../lib/report-context.ts';
import type { CommunityTarget } from '@/lib/community-target.ts';

/** An entry of a page's "..." menu, as the catalogue's menu takes it. */
export type MenuEntry = { id: string; label: string; icon: ReactNode; onSelect: () => void; destructive: boolean };

/** 'Report Content' / 'Report Model' for a page's "..." menu; opens the report dialog. */
export function reportMenuAction(target: CommunityTarget, { openReport }: ReportControl): MenuEntry {
  const reportTarget =
    target.contentId !== undefined
      ? { contentId: target.contentId, title: target.title }
      : { modelId: target.modelId, title: target.title };
  return {
    id: 'report',
    label: reportTitle(reportTarget),
    icon: <Flag aria-hidden="true" />,
    onSelect: () => openReport(reportTarget),
    destructive: true,
  };
}
