import { Flag } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu.tsx';
import { reportTitle, useReportDialog } from '../lib/report-context.ts';
import type { CommunityTarget } from '../types.ts';

/** 'Report Content' / 'Report Model' in a page's "..." menu; opens the report dialog. */
export function ReportMenuItem({ target }: { target: CommunityTarget }) {
  const { openReport } = useReportDialog();
  const reportTarget =
    target.contentId !== undefined
      ? { contentId: target.contentId, title: target.title }
      : { modelId: target.modelId, title: target.title };
  return (
    <DropdownMenuItem destructive onSelect={() => openReport(reportTarget)}>
      <Flag aria-hidden="true" /> {reportTitle(reportTarget)}
    </DropdownMenuItem>
  );
}
