import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ReportContext } from '../lib/report-context.ts';
import type { ReportControl, ReportTarget } from '../lib/report-context.ts';

// The dialog (its form, the zod schema and the dialog primitives) loads when a report is first started.
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog.tsx')).ReportDialog }));

/**
 * Holds the one report dialog of a page. Menu items close before the dialog opens, so the dialog
 * cannot live inside them; they (and the comments) open it through this provider.
 */
export function ReportDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; target: ReportTarget | null; session: number }>({
    open: false,
    target: null,
    session: 0,
  });
  const openReport = useCallback((target: ReportTarget) => {
    setState((s) => ({ open: true, target, session: s.session + 1 }));
  }, []);
  const control = useMemo<ReportControl>(() => ({ openReport }), [openReport]);
  const onClose = useCallback(() => setState((s) => ({ ...s, open: false })), []);

  return (
    <ReportContext value={control}>
      {children}
      {state.target && (
        <Suspense fallback={null}>
          <ReportDialog key={state.session} open={state.open} target={state.target} onClose={onClose} />
        </Suspense>
      )}
    </ReportContext>
  );
}
