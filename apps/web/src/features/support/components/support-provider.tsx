import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { SupportDialogContext } from '@/lib/support-dialog.ts';
import type { SupportDialogApi, SupportTab } from '@/lib/support-dialog.ts';
import type { ContactDraft } from '../lib/contact-form.ts';
import { SupportDialog } from './support-dialog.tsx';

/** Mounts the support center once and lets any page open it through `useSupportDialog()`. */
export function SupportProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<SupportTab>('contact');
  // Held here, so a half-written message survives closing the dialog by accident.
  const [draft, setDraft] = useState<ContactDraft | null>(null);
  const api = useMemo<SupportDialogApi>(
    () => ({
      openSupport: (next = 'contact') => {
        setTab(next);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <SupportDialogContext value={api}>
      {children}
      <SupportDialog
        open={open}
        onOpenChange={setOpen}
        tab={tab}
        onTabChange={setTab}
        draft={draft}
        onDraftChange={setDraft}
      />
    </SupportDialogContext>
  );
}
