import { createContext, useContext } from 'react';
import { t } from '@/lib/i18n/i18n.ts';

/** What a report is about: exactly one of the ids, and a title to name it in the dialog. */
export type ReportTarget = { contentId?: number; modelId?: number; commentId?: number; title: string };

export type ReportControl = { openReport: (target: ReportTarget) => void };

export const ReportContext = createContext<ReportControl | null>(null);

/** Opens the report dialog; needs the ReportDialogProvider the route wraps the page in. */
export function useReportDialog(): ReportControl {
  const control = useContext(ReportContext);
  if (!control) throw new Error('useReportDialog must be used inside <ReportDialogProvider>.');
  return control;
}

/** The dialog's heading for a target (the menu items use the same words), in the interface's language. */
export function reportTitle(target: ReportTarget): string {
  if (target.commentId !== undefined) return t('Report Comment');
  if (target.contentId !== undefined) return t('Report Content');
  return t('Report Model');
}
