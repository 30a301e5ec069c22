import { Flag, Heart, MessageCircle, Pencil, Shield, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Comment } from '@packdex/shared/schemas';
import { timeAgo } from '@/lib/i18n/format.ts';
import { longDateTime } from '@/lib/i18n/long-date.ts';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { isSending } from '../lib/comment-tree.ts';
import { SIGN_IN_PROMPT, VERIFY_PROMPT } from '@/lib/sign-in-prompts.ts';
import type { CommentActions } from './comment-actions.ts';
import { CommentComposer } from './comment-composer.tsx';
import { PremiumBadge } from '@/components/membership-badge.tsx';

type Mode = 'view' | 'edit' | 'reply';

/** One comment (or reply): author, badges, time-ago, text, and its like/reply/edit/delete/report actions. */
export function CommentItem({ comment, actions }: { comment: Comment; actions: CommentActions }) {
  const [mode, setMode] = useState<Mode>('view');
  const { viewer, canWrite } = actions;
  const own = viewer !== null && comment.userId === viewer.id;
  const canDelete = own || (viewer?.isAdmin ?? false);
  const deleted = comment.userId === null;
  const likeBlocked = viewer === null ? t(SIGN_IN_PROMPT) : canWrite ? null : t(VERIFY_PROMPT);
  // Shown before the server has it: nothing can be done to it yet.
  const sending = isSending(comment);

  return (
    <li id={sending ? undefined : `comment-${comment.id}`} className="scroll-mt-24">
      <article
        aria-label={t('Comment by {name}', { name: comment.user.name })}
        aria-busy={sending || undefined}
        className={cn(
          'flex gap-3 rounded-lg p-2 transition-colors',
          actions.highlightedId === comment.id && 'bg-accent-soft ring-1 ring-accent/40',
          sending && 'opacity-60',
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
            {comment.user.isPremium && <PremiumBadge />}
            {comment.user.isAdmin && (
              <Badge variant="accent">
                <Shield aria-hidden="true" /> {t('Admin')}
              </Badge>
            )}
            <span aria-hidden="true" className="text-fg-subtle">
              ·
            </span>
            <time
              dateTime={comment.createdAt}
              title={longDateTime(comment.createdAt) ?? undefined}
              className="text-caption text-fg-subtle"
            >
              {timeAgo(comment.createdAt)}
            </time>
          </header>

          {mode === 'edit' ? (
            <CommentComposer
              label={t('Edit your comment')}
              initialText={comment.text}
              submitLabel={t('Save')}
              busyLabel={t('Saving…')}
              fallbackError={t('Could not save your changes. Please try again.')}
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

          {sending && (
            <p role="status" className="text-caption text-fg-subtle">
              {t('Sending…')}
            </p>
          )}

          {mode !== 'edit' && !sending && (
            <div className="-ml-2 flex flex-wrap items-center gap-0.5 [&_button]:px-2">
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={likeBlocked ? undefined : comment.isLiked}
                aria-disabled={likeBlocked ? true : undefined}
                title={likeBlocked ?? undefined}
                onClick={() => (likeBlocked ? undefined : actions.onLike(comment))}
                className={cn(
                  'tabular-nums',
                  comment.isLiked && 'text-accent hover:text-accent',
                  likeBlocked && 'cursor-not-allowed opacity-60',
                )}
              >
                <Heart aria-hidden="true" className={cn(comment.isLiked && 'fill-current')} />
                {/* Named as one sentence that holds the visible count (WCAG 2.5.3). */}
                <span className="sr-only">
                  {t('Like comment by {name}, {count, plural, one {# like} other {# likes}}', {
                    name: comment.user.name,
                    count: comment.likes,
                  })}
                </span>
                <span aria-hidden="true">{comment.likes}</span>
              </Button>
              {(viewer === null || canWrite) && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-expanded={mode === 'reply'}
                  onClick={() => (viewer === null ? actions.onSignIn() : setMode(mode === 'reply' ? 'view' : 'reply'))}
                >
                  <MessageCircle aria-hidden="true" /> {t('Reply')}
                </Button>
              )}
              {own && (
                <Button variant="ghost" size="sm" onClick={() => setMode('edit')}>
                  <Pencil aria-hidden="true" /> {t('Edit')}
                </Button>
              )}
              {canDelete && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => actions.onDelete(comment)}
                  className="hover:text-danger"
                >
                  <Trash2 aria-hidden="true" /> {t('Delete')}
                </Button>
              )}
              {!own && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => actions.onReport(comment)}
                  aria-label={t('Report Comment by {name}', { name: comment.user.name })}
                >
                  <Flag aria-hidden="true" /> {t('Report')}
                </Button>
              )}
            </div>
          )}

          {mode === 'reply' && (
            <CommentComposer
              label={t('Reply to {name}', { name: comment.user.name })}
              placeholder={t('Reply to {name}…', { name: comment.user.name })}
              // Not "Reply" again: the toggle that opened this form has that name.
              submitLabel={t('Post Reply')}
              busyLabel={t('Posting…')}
              fallbackError={t('Could not post your reply. Please try again.')}
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
          aria-label={t('Replies to {name}', { name: comment.user.name })}
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
