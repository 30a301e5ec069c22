// The content detail route (loaded on navigation): the catalogue page with the community controls
// in its slots; the route composes the two features.
import { ContentPage } from '@/features/catalogue/pages/content-page.tsx';
import { LikeButton } from '@/features/community/components/like-button.tsx';
import { ReportDialogProvider } from '@/features/community/components/report-dialog-provider.tsx';
import { renderCommunity, renderMenuItems } from './community-slots.tsx';

export function Component() {
  return (
    <ReportDialogProvider>
      <ContentPage
        renderActions={(target) => <LikeButton target={target} />}
        renderMenuItems={renderMenuItems}
        renderCommunity={renderCommunity}
      />
    </ReportDialogProvider>
  );
}
