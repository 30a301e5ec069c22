import { Crown, Flag, Heart, MessageCircle, Pencil, Shield, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Comment } from '@packdex/shared/schemas';
import { timeAgo } from '@packdex/shared/utils';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { SIGN_IN_PROMPT, VERIFY_PROMPT } from '../lib/prompts.ts';
import type { CommentActions } from './comment-actions.ts';
import { CommentComposer } from './comment-composer.tsx';

type Mode = 'view' | 'edit' | 'reply';

/** One comment (or reply): author, badges, time-ago, text, and its like/reply/edit/delete/report actions. */
export function CommentItem({ comment, actions }: { comment: Comment; actions: CommentActions }) {
  const [mode, setMode] = useState<Mode>('view');
  const { viewer, canWrite } = actions;
  const own = viewer !== null && comment.userId === viewer.id;
  const canDelete = own || (viewer?.isAdmin ?? false);
  const deleted = comment.userId === null;
  const created = new Date(comment.createdAt);
  const likeBlocked = viewer === null ? SIGN_IN_PROMPT : canWrite ? null : VERIFY_PROMPT;

  return (
    <li id={`comment-${comment.id}`} className="scroll-mt-24">
      <article
        aria-label={`Comment by ${comment.user.name}`}
        className={cn(
          'flex gap-3 rounded-lg p-2 transition-colors',
          actions.highlightedId === comment.id && 'bg-accent-soft ring-1 ring-accent/40',
        )}
      >
        <Avatar
          name={comment.user.name}
          src={comment.user.profilePhoto}
          className={comment.parentId === null ? 'size-9' : 'size-7'}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className={cn('font-semibold', deleted ? 'text-fg-muted italic' : 'text-fg')}>
              {comment.user.name}
            </span>
            {comment.user.isPremium && (
              <Badge variant="premium">
                <Crown aria-hidden="true" /> Premium
              </Badge>
            )}
            {comment.user.isAdmin && (
              <Badge variant="accent">
                <Shield aria-hidden="true" /> Admin
              </Badge>
            )}
            <span aria-hidden="true" className="text-fg-subtle">
              ·
            </span>
            <time
              dateTime={comment.createdAt}
              title={created.toLocaleString('en-US')}
              className="text-caption text-fg-subtle"
            >
              {timeAgo(comment.createdAt)}
            </time>
          </header>

          {mode === 'edit' ? (
            <CommentComposer
              label="Edit your comment"
              initialText={comment.text}
              submitLabel="Save"
              busyLabel="Saving..."
              fallbackError="Could not save your changes. Please try again."
              autoFocus
              onCancel={() => setMode('view')}
              onSubmit={async (text) => {
                await actions.onEdit(comment, text);
                setMode('view');
              }}
            />
          ) : (
            <p className="text-sm whitespace-pre-wrap text-fg [overflow-wrap:anywhere]">{comment.text}</p>
          )}

          {mode !== 'edit' && (
            <div className="-ml-2 flex flex-wrap items-center gap-0.5 [&_button]:px-2">
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={likeBlocked ? undefined : comment.isLiked}
                aria-disabled={likeBlocked ? true : undefined}
                aria-label={`Like comment by ${comment.user.name} (${comment.likes})`}
                title={likeBlocked ?? undefined}
                onClick={() => (likeBlocked ? undefined : actions.onLike(comment))}
                className={cn(
                  'tabular-nums',
                  comment.isLiked && 'text-accent hover:text-accent',
                  likeBlocked && 'cursor-not-allowed opacity-60',
                )}
              >
                <Heart aria-hidden="true" className={cn(comment.isLiked && 'fill-current')} />
                {comment.likes}
              </Button>
              {(viewer === null || canWrite) && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-expanded={mode === 'reply'}
                  onClick={() => (viewer === null ? actions.onSignIn() : setMode(mode === 'reply' ? 'view' : 'reply'))}
                >
                  <MessageCircle aria-hidden="true" /> Reply
                </Button>
              )}
              {own && (
                <Button variant="ghost" size="sm" onClick={() => setMode('edit')}>
                  <Pencil aria-hidden="true" /> Edit
                </Button>
              )}
              {canDelete && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => actions.onDelete(comment)}
                  className="hover:text-danger"
                >
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              )}
              {!own && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => actions.onReport(comment)}
                  aria-label={`Report comment by ${comment.user.name}`}
                >
                  <Flag aria-hidden="true" /> Report
                </Button>
              )}
            </div>
          )}

          {mode === 'reply' && (
            <CommentComposer
              label={`Reply to ${comment.user.name}`}
              placeholder={`Reply to ${comment.user.name}…`}
              submitLabel="Reply"
              busyLabel="Posting..."
              fallbackError="Could not post your reply. Please try again."
              rows={2}
              autoFocus
              onCancel={() => setMode('view')}
              onSubmit={async (text) => {
                await actions.onReply(comment, text);
                setMode('view');
              }}
            />
          )}
        </div>
      </article>

      {comment.replies.length > 0 && (
        <ol
          aria-label={`Replies to ${comment.user.name}`}
          className="mt-1 ml-6 flex flex-col gap-1 border-l border-line pl-3 sm:ml-8 sm:pl-4"
        >
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} actions={actions} />
          ))}
        </ol>
      )}
    </li>
  );
}
