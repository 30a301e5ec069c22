import { HelpCircle, LifeBuoy } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { useSupportDialog } from '@/lib/support-dialog.ts';

/** Contact Support and View FAQ (or the caller's labels): the support center, opened on the matching tab. */
export function SupportButtons({ contactLabel, faqLabel }: { contactLabel?: string; faqLabel?: string }) {
  const { openSupport } = useSupportDialog();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button variant="secondary" onClick={() => openSupport('contact')}>
        <LifeBuoy aria-hidden="true" /> {contactLabel ?? t('Contact Support')}
      </Button>
      <Button variant="outline" onClick={() => openSupport('faq')}>
        <HelpCircle aria-hidden="true" /> {faqLabel ?? t('View FAQ')}
      </Button>
    </div>
  );
}
