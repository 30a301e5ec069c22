import type { LinkCheckAnswer } from '@packdex/shared/schemas/link-health';
import { Badge } from '@/components/ui/badge.tsx';
import { msg, t } from '@/lib/i18n/i18n.ts';

type LinkState = LinkCheckAnswer['state'];

export const LINK_STATE_LABELS: Record<LinkState, string> = {
  alive: msg('Alive'),
  dead: msg('Dead'),
  unknown: msg('Unknown'),
};
const STATE_BADGE = { alive: 'success', dead: 'danger', unknown: 'neutral' } as const;

/** A download link's state as a badge. */
export function LinkStateBadge({ state }: { state: LinkState }) {
  return <Badge variant={STATE_BADGE[state]}>{t(LINK_STATE_LABELS[state])}</Badge>;
}
