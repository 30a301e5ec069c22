import { MessageSquareOff, MessagesSquare, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Comment } from '@packdex/shared/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useAuth, useAuthDialog } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useCreateComment } from '../api/create-comment.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useComments } from '../api/get-comments.ts';
import { useLikeComment } from '../api/like-comment.ts';
import { useUpdateComment } from '../api/update-comment.ts';
import { countComments, insertComment, sendingComment, threadId } from '../lib/comment-tree.ts';
import { toRef } from '@/lib/community-target.ts';
import type { TargetRef } from '@/lib/community-target.ts';
import type { CommunityTarget } from '@/lib/community-target.ts';
import type { CommentActions } from './comment-actions.ts';
import { CommentComposer } from './comment-composer.tsx';
import { CommentGate } from './comment-gate.tsx';
import { CommentItem } from './comment-item.tsx';
import { CommentsSkeleton } from './comments-skeleton.tsx';
import { useOpenedOnce } from '@/lib/use-opened-once.ts';
import { renderNow } from '@/lib/render-scope.ts';

// The delete confirmation loads with the first delete asked for.
const AlertDialog = lazy(async () => ({ default: (await import('@/components/ui/alert-dialog.tsx')).AlertDialog }));

const HASH = /^#comment-(\d+)$/;

function Comments({ refTo, onReport }: { refTo: TargetRef; onReport: ReportComment }) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const viewerId = user?.id ?? null;
  const canWrite = user !== null && (user.isVerified || user.isAdmin);
  const comments = useComments(refTo, viewerId);
  const create = useCreateComment(refTo, viewerId);
  const update = useUpdateComment(refTo, viewerId);
  const remove = useDeleteComment(refTo, viewerId);
  const like = useLikeComment(refTo, viewerId);
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  const confirmMounted = useOpenedOnce(toDelete !== null);
  const { hash } = useLocation();
  const highlightedId = Number(HASH.exec(hash)?.[1] ?? Number.NaN) || null;
  // The viewer's comment on its way shows at once, in its place, marked as sending.
  const list =
    comments.data && user && create.isPending && create.variables
      ? insertComment(comments.data, sendingComment(user, create.variables, renderNow()))
      : comments.data;

  useEffect(() => {
    if (comments.error) console.error('Could not load the comments', comments.error);
  }, [comments.error]);

  // A notification links to `#comment-{id}`: bring it into view once the list is there.
  const loaded = list !== undefined;
  useEffect(() => {
    if (loaded && highlightedId !== null)
      document.getElementById(`comment-${highlightedId}`)?.scrollIntoView({ block: 'center' });
  }, [loaded, highlightedId]);

  const actions: CommentActions = {
    viewer: user,
    canWrite,
    highlightedId,
    onLike: (c) => like.mutate(c.id),
    onReply: (c, text) => create.mutateAsync({ text, parentId: threadId(c) }),
    onEdit: (c, text) => update.mutateAsync({ id: c.id, text }),
    onDelete: setToDelete,
    onReport: (c) =>
      onReport({
        commentId: c.id,
        title: `${c.user.name}: ${c.text.length > 60 ? `${c.text.slice(0, 57)}…` : c.text}`,
      }),
    onSignIn: () => openAuthDialog('login'),
  };

  return (
    <section
      aria-labelledby="comments-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <header className="flex items-center gap-2">
        <MessagesSquare className="size-5 text-fg-muted" aria-hidden="true" />
        <h2 id="comments-heading" className="text-heading font-semibold">
          {t('Comments')}
        </h2>
        {list && (
          <Badge
            data-testid="comment-count"
            aria-label={t('{count, plural, one {# comment} other {# comments}}', { count: countComments(list) })}
          >
            {countComments(list)}
          </Badge>
        )}
      </header>

      {canWrite ? (
        <CommentComposer
          label={t('Write a comment')}
          placeholder={t('Share your thoughts…')}
          submitLabel={t('Post Comment')}
          busyLabel={t('Posting…')}
          fallbackError={t('Could not post your comment. Please try again.')}
          onSubmit={(text) => create.mutateAsync({ text })}
        />
      ) : (
        <CommentGate reason={user ? 'verify' : 'sign-in'} onSignIn={() => openAuthDialog('login')} />
      )}

      {comments.isPending ? (
        <CommentsSkeleton />
      ) : !list ? (
        // A failed list load is logged and shows an empty list (docs/product.md#errors); here with a way to try again.
        <EmptyState
          icon={<MessageSquareOff />}
          title={t('No comments yet')}
          description={t('The comments could not be loaded right now.')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void comments.refetch()}>
              <RefreshCw aria-hidden="true" /> {t('Try again')}
            </Button>
          }
          className="py-10"
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare />}
          title={t('No comments yet')}
          description={t('Be the first to share your thoughts.')}
          className="py-10"
        />
      ) : (
        <ol aria-label={t('Comments')} className="flex flex-col gap-3">
          {list.map((c) => (
            <CommentItem key={c.id} comment={c} actions={actions} />
          ))}
        </ol>
      )}

      {confirmMounted && (
        <Suspense fallback={null}>
          <AlertDialog
            open={toDelete !== null}
            onClose={() => setToDelete(null)}
            type="warning"
            title={t('Delete Comment')}
            message={t('Are you sure you want to delete this comment?')}
            confirmText={t('Delete')}
            showCancel
            onConfirm={() => {
              if (toDelete) remove.mutate(toDelete.id);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/** Opens the report dialog for a comment (the reports feature's, given by the route). */
export type ReportComment = (comment: { commentId: number; title: string }) => void;

/** The comments of a content item or a model (docs/product.md#community): compose, list of 50, reply, like, edit, delete, report. */
export function CommentsSection({ target, onReport }: { target: CommunityTarget; onReport: ReportComment }) {
  const refTo = toRef(target);
  if (!refTo) return null;
  return <Comments key={`${refTo.kind}-${refTo.id}`} refTo={refTo} onReport={onReport} />;
}
