import type { ReactNode } from 'react';
import { CommentsSection } from '@/features/comments/components/comments-section.tsx';
import { ReportDialogProvider } from '@/features/reports/components/report-dialog-provider.tsx';
import { reportMenuAction } from '@/features/reports/components/report-menu-action.tsx';
import { useReportDialog } from '@/features/reports/lib/report-context.ts';
import type { CommunityTarget } from '@/lib/community-target.ts';
import type { CommunitySlots } from '@/features/catalogue/types.ts';

// The controls beside a catalogue page (comments, reports) in its slots, shared by the content and
// model routes.

/** The slots that need the page's report dialog: the "..." menu's Report entry and the comments. */
function WithReport({ children }: { children: (slots: CommunitySlots) => ReactNode }) {
  const report = useReportDialog();
  return children({
    menuActions: (target) => [reportMenuAction(target, report)],
    renderCommunity: (target: CommunityTarget) => <CommentsSection target={target} onReport={report.openReport} />,
  });
}

/** Wraps a catalogue page in the report dialog's provider and hands it the community slots. */
export function CommunityPage({ children }: { children: (slots: CommunitySlots) => ReactNode }) {
  return (
    <ReportDialogProvider>
      <WithReport>{children}</WithReport>
    </ReportDialogProvider>
  );
}
