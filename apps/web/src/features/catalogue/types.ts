import type { ReactNode } from 'react';

/** What the community controls act on: a content item or a model, and its title for labels. */
export type CommunityTarget = { contentId?: number; modelId?: number; title: string };

/**
 * Places the route tree can fill with controls of other features (likes, follow, report,
 * comments), so the catalogue never imports them.
 */
export type CommunitySlots = {
  /** Beside Share: like, follow and similar buttons. */
  renderActions?: (target: CommunityTarget) => ReactNode;
  /** Extra entries of the "..." menu; render `DropdownMenuItem`s from components/ui. */
  renderMenuItems?: (target: CommunityTarget) => ReactNode;
  /** Where the comments section goes. */
  renderCommunity?: (target: CommunityTarget) => ReactNode;
};
