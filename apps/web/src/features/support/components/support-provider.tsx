import { lazy, Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { readSession } from '@/lib/session.ts';
import { SupportDialogContext } from '@/lib/support-dialog.ts';
import type { SupportDialogApi, SupportTab } from '@/lib/support-dialog.ts';
import { useOpenedOnce } from '@/lib/use-opened-once.ts';
import type { ContactDraft } from '../lib/contact-form.ts';

// The support center is opened by a click, never needed to show a page: it loads when first opened.
const SupportDialog = lazy(async () => ({ default: (await import('./support-dialog.tsx')).SupportDialog }));

/** Mounts the support center once and lets any page open it through `useSupportDialog()`. */
export function SupportProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<SupportTab>('contact');
  // Held here, so a half-written message survives closing the dialog by accident.
  const [draft, setDraft] = useState<ContactDraft | null>(null);
  const api = useMemo<SupportDialogApi>(
    () => ({
      openSupport: (next = 'contact', options) => {
        const subject = options?.subject;
        // A page that knows what the message is about (the DMCA page: a content report) chooses the
        // subject; whatever was already written stays.
        if (subject) {
          const { user } = readSession();
          setDraft((d) => ({
            name: d?.name ?? user?.name ?? '',
            email: d?.email ?? user?.email ?? '',
            message: d?.message ?? '',
            subject,
          }));
        }
        setTab(next);
        setOpen(true);
      },
    }),
    [],
  );
  const mounted = useOpenedOnce(open);
  return (
    <SupportDialogContext value={api}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <SupportDialog
            open={open}
            onOpenChange={setOpen}
            tab={tab}
            onTabChange={setTab}
            draft={draft}
            onDraftChange={setDraft}
          />
        </Suspense>
      )}
    </SupportDialogContext>
  );
}
