import type { ReactNode } from 'react';
import type { CommunityTarget } from '@/lib/community-target.ts';

export type { CommunityTarget };

/** One entry of a page's "..." menu (the menu itself loads on demand, so entries are data). */
export type MenuAction = {
  id: string;
  label: string;
  /** An icon marked aria-hidden. */
  icon: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
};

/**
 * Places the route tree can fill with controls of other features (likes, follow, report,
 * comments), so the catalogue never imports them.
 */
export type CommunitySlots = {
  /** Beside Share: like, follow and similar buttons. */
  renderActions?: (target: CommunityTarget) => ReactNode;
  /** Extra entries of the "..." menu. */
  menuActions?: (target: CommunityTarget) => MenuAction[];
  /** Where the comments section goes. */
  renderCommunity?: (target: CommunityTarget) => ReactNode;
};
