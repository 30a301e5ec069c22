import { CommentsSection } from '@/features/community/components/comments-section.tsx';
import { ReportMenuItem } from '@/features/community/components/report-menu-item.tsx';
import type { CommunityTarget } from '@/features/community/types.ts';

// Community controls in the catalogue pages' slots, shared by the content and model routes.
export const renderMenuItems = (target: CommunityTarget) => <ReportMenuItem target={target} />;
export const renderCommunity = (target: CommunityTarget) => <CommentsSection target={target} />;
