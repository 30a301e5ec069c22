import type { ReactNode } from 'react';
import { CommentsSection } from '@/features/community/components/comments-section.tsx';
import { ReportDialogProvider } from '@/features/community/components/report-dialog-provider.tsx';
import { reportMenuAction } from '@/features/community/components/report-menu-action.tsx';
import { useReportDialog } from '@/features/community/lib/report-context.ts';
import type { CommunityTarget } from '@/features/community/types.ts';
import type { CommunitySlots } from '@/features/catalogue/types.ts';

// Community controls in the catalogue pages' slots, shared by the content and model routes.
export const renderCommunity = (target: CommunityTarget) => <CommentsSection target={target} />;

/** The slots that need the page's report dialog: the "..." menu's Report entry and the comments. */
function WithReport({ children }: { children: (slots: CommunitySlots) => ReactNode }) {
  const report = useReportDialog();
  return children({
    menuActions: (target) => [reportMenuAction(target, report)],
    renderCommunity,
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
