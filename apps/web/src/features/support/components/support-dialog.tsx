import { LifeBuoy } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogIcon,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import type { SupportTab } from '@/lib/support-dialog.ts';
import { ContactForm } from './contact-form.tsx';
import type { ContactDraft } from '../lib/contact-form.ts';
import { FaqList } from './faq-list.tsx';

type SupportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: SupportTab;
  onTabChange: (tab: SupportTab) => void;
  draft: ContactDraft | null;
  onDraftChange: (draft: ContactDraft | null) => void;
};

const isTab = (value: string): value is SupportTab => value === 'contact' || value === 'faq';

/** The support center (docs/product.md#support): a contact form that really reaches the team, and an FAQ. */
export function SupportDialog({ open, onOpenChange, tab, onTabChange, draft, onDraftChange }: SupportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <div className="flex items-center gap-3">
            <DialogIcon tone="accent" className="mb-0 size-10 shrink-0">
              <LifeBuoy />
            </DialogIcon>
            <div className="flex flex-col">
              <DialogTitle>{t('Support Center')}</DialogTitle>
              <DialogDescription>{t('Questions, problems or ideas — we read every message.')}</DialogDescription>
            </div>
          </div>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => isTab(value) && onTabChange(value)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="contact">{t('Contact Support')}</TabsTrigger>
            <TabsTrigger value="faq">{t('FAQ')}</TabsTrigger>
          </TabsList>
          <TabsContent value="contact">
            <ContactForm draft={draft} onDraftChange={onDraftChange} onDone={() => onOpenChange(false)} />
          </TabsContent>
          <TabsContent value="faq">
            <FaqList onContact={() => onTabChange('contact')} onNavigate={() => onOpenChange(false)} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
