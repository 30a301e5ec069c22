import { ArrowLeft } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { getContentQueryOptions, useContent } from '../api/get-content.ts';
import { ContentDetail } from '../components/content-detail.tsx';
import { ContentPageSkeleton } from '../components/content-page-skeleton.tsx';
import { NotFoundState } from '../components/not-found-state.tsx';
import { isContentLimitError, isLinkDeadError, isNotFoundError } from '../lib/errors.ts';
import { isBlocked, readViewed, rememberViewed } from '../lib/view-limit.ts';
import { isViewLimited, refreshContentAllowance, useContentAllowance } from '@/lib/auth/content-allowance.ts';
import type { CommunitySlots } from '../types.ts';
import { t } from '@/lib/i18n/i18n.ts';

// Only an unverified account at its limit sees this dialog: it loads then.
const ContentLimitDialog = lazy(async () => ({
  default: (await import('@/components/content-limit-dialog.tsx')).ContentLimitDialog,
}));

/** Back within the app when there is somewhere to go back to, otherwise home. */
function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate(paths.home.getHref()));
  }, [navigate]);
}

export function ContentPage(slots: CommunitySlots) {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const viewerId = user?.id ?? null;
  const limited = isViewLimited(user);
  const allowance = useContentAllowance(user);
  const openedOnServer = allowance?.opened;

  // An unverified account that has opened 3 distinct items may not open a 4th
  // (docs/product.md#unverified-accounts). Checked before asking, from what this browser saw and
  // what the server counted (in any browser), so a blocked item is never fetched; the server
  // enforces the same rule.
  const blockedHere = useMemo(
    () => limited && viewerId !== null && isBlocked([...readViewed(viewerId), ...(openedOnServer ?? [])], slug),
    [limited, viewerId, slug, openedOnServer],
  );
  const { data: content, error, isPending } = useContent(slug, viewerId, { enabled: !blockedHere });
  const limitReached = blockedHere || isContentLimitError(error);
  const notFound = isNotFoundError(error);
  useDocumentTitle(
    limitReached ? t('Content Limit Reached') : (content?.title ?? (notFound ? t('Content not found') : t('Content'))),
  );

  const newlyOpened = Boolean(content) && limited && openedOnServer !== undefined && !openedOnServer.includes(slug);
  useEffect(() => {
    if (content && limited && viewerId !== null) rememberViewed(viewerId, slug);
  }, [content, limited, viewerId, slug]);
  useEffect(() => {
    // This opening spent one of the account's packs: the counter asks the server again.
    if (newlyOpened) void refreshContentAllowance(queryClient);
  }, [newlyOpened, queryClient]);

  useEffect(() => {
    // A content load failure other than "not found" (docs/product.md#catalogue) sends the visitor home.
    if (error && !notFound && !isContentLimitError(error)) {
      console.error('Could not load the content', error);
      void navigate(paths.home.getHref(), { replace: true });
    }
  }, [error, notFound, navigate]);

  const onViewCounted = useCallback(
    (views: number) => {
      queryClient.setQueryData(getContentQueryOptions(slug, viewerId).queryKey, (old) =>
        old ? { ...old, views } : old,
      );
    },
    [queryClient, slug, viewerId],
  );

  if (limitReached) {
    return (
      <>
        <h1 className="sr-only">{t('Content Limit Reached')}</h1>
        <Suspense fallback={null}>
          <ContentLimitDialog open onClose={() => void navigate(paths.home.getHref())} />
        </Suspense>
      </>
    );
  }
  if (notFound) {
    // An item hidden for its dead download link says so to whoever follows an old link to it.
    const linkDead = isLinkDeadError(error);
    return (
      <NotFoundState
        title={linkDead ? t('Download unavailable') : t('Content not found')}
        description={
          linkDead
            ? t("This pack's download link is no longer available")
            : t('This pack does not exist or has been removed from the index.')
        }
        action={
          <Button onClick={goBack}>
            <ArrowLeft aria-hidden="true" /> {t('Go Back')}
          </Button>
        }
      />
    );
  }
  if (isPending || !content) return <ContentPageSkeleton />;
  return <ContentDetail {...slots} content={content} onBack={goBack} onViewCounted={onViewCounted} />;
}
