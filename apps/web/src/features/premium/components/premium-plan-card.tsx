import { Check, Crown, Download, Headphones, Infinity as InfinityIcon, Loader2, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { PREMIUM_PRICE_CENTS } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { formatNumber } from '@/lib/i18n/format.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';

const BENEFITS: { icon: ReactNode; text: string }[] = [
  { icon: <InfinityIcon />, text: msg('Unlimited access to all mega packs') },
  { icon: <Zap />, text: msg('No ads or waiting times') },
  { icon: <Download />, text: msg('Direct download links') },
  { icon: <Headphones />, text: msg('Priority support') },
];

type PremiumPlanCardProps = {
  busy: boolean;
  isPremium: boolean;
  onPurchase: () => void;
};

/** The $12.00/month card: price, the four benefits and the purchase button. */
export function PremiumPlanCard({ busy, isPremium, onPurchase }: PremiumPlanCardProps) {
  return (
    <section
      aria-labelledby="premium-plan"
      className="flex w-full max-w-md flex-col gap-6 rounded-card border border-premium/40 bg-surface p-6 shadow-lg shadow-premium/5 sm:p-8"
    >
      <div className="flex flex-col items-center gap-2 text-center">
        <Crown className="size-10 text-premium" aria-hidden="true" />
        <h2 id="premium-plan" className="text-heading font-semibold">
          {t('Premium Membership')}
        </h2>
        <p className="flex items-baseline gap-1">
          <span className="text-display font-bold text-fg">
            {t('${price}', { price: formatNumber(PREMIUM_PRICE_CENTS / 100, 2) })}
          </span>
          <span className="text-fg-muted">{t('/month')}</span>
        </p>
        <p className="text-sm text-fg-muted">{t('Renews automatically every month. Cancel any time.')}</p>
      </div>
      <ul className="flex flex-col gap-3" aria-label={t('Premium benefits')}>
        {BENEFITS.map((b) => (
          <li key={b.text} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-premium/15 text-premium [&_svg]:size-4"
            >
              {b.icon}
            </span>
            <span>{t(b.text)}</span>
          </li>
        ))}
      </ul>
      <Button size="lg" className="w-full" onClick={onPurchase} disabled={busy} aria-busy={busy}>
        {busy ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" /> {t('Starting checkout…')}
          </>
        ) : isPremium ? (
          <>
            <Check aria-hidden="true" /> {t('You are Premium')}
          </>
        ) : (
          <>
            <Crown aria-hidden="true" /> {t('Get Premium Now')}
          </>
        )}
      </Button>
      {/* A member's button opens no checkout (it says they already have Premium). */}
      {!isPremium && <p className="text-center text-caption text-fg-subtle">{t('The checkout opens in a new tab.')}</p>}
    </section>
  );
}
