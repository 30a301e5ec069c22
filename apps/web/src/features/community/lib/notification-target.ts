import type { NotificationType } from '@packdex/shared/constants';
import type { Notification } from '@packdex/shared/schemas';
import { paths } from '@/config/paths.ts';

/** Where a notification leads: its content item or model page, at the comment when there is one. */
export function notificationHref(notification: Notification): string | null {
  const { contentSlug, modelSlug, commentId } = notification.data;
  const anchor = commentId ? `#comment-${commentId}` : '';
  if (contentSlug) return `${paths.content.getHref(contentSlug)}${anchor}`;
  if (modelSlug) return `${paths.model.getHref(modelSlug)}${anchor}`;
  return null;
}

/** A word for the kind of notification, for people using a screen reader. */
export function notificationKind(type: NotificationType): string {
  switch (type) {
    case 'comment_like':
      return 'Comment like';
    case 'comment_reply':
      return 'Reply';
    case 'model_follow':
      return 'Followed model';
    case 'content_like':
      return 'Content like';
    case 'others':
      return 'Notice';
  }
}
