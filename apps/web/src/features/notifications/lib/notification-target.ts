import type { NotificationType } from '@packdex/shared/constants';
import type { Notification } from '@packdex/shared/schemas';
import { paths } from '@/config/paths.ts';
import { serverMessage, t } from '@/lib/i18n/i18n.ts';

/**
 * Where a notification leads: a saved search's alert to the search, else its content item or model
 * page, at the comment when there is one.
 */
export function notificationHref(notification: Notification): string | null {
  const { contentSlug, modelSlug, commentId, searchQuery } = notification.data;
  // A saved search's alert leads to the search: its list, the new match on top.
  if (notification.type === 'saved_search' && searchQuery) return paths.search.getHref(searchQuery);
  const anchor = commentId ? `#comment-${commentId}` : '';
  if (contentSlug) return `${paths.content.getHref(contentSlug)}${anchor}`;
  if (modelSlug) return `${paths.model.getHref(modelSlug)}${anchor}`;
  return null;
}

/** A word for the kind of notification, for people using a screen reader. */
export function notificationKind(type: NotificationType): string {
  switch (type) {
    case 'comment_like':
      return t('Comment like');
    case 'comment_reply':
      return t('Reply');
    case 'model_follow':
      return t('Followed model');
    case 'content_like':
      return t('Content like');
    case 'saved_search':
      return t('Saved search');
    case 'tag_follow':
      return t('Followed tag');
    case 'others':
      return t('Notice');
  }
}

/**
 * A notification's title and text in the interface's language. The API stores them in English and
 * sends who acted and about what alongside, so a reply or a comment like is worded here; a
 * notification without those (older ones, other kinds) shows as stored, its title translated when
 * the catalogue has it.
 */
export function notificationText(notification: Notification): { title: string; message: string } {
  const { actorName, excerpt, searchName } = notification.data;
  if (notification.type === 'saved_search' && searchName != null)
    return { title: t('New match for “{name}”', { name: searchName }), message: notification.message };
  if (notification.type === 'tag_follow') return { title: t('New in a tag you follow'), message: notification.message };
  if (actorName != null && excerpt != null) {
    if (notification.type === 'comment_reply') {
      return {
        title: t('New reply'),
        message: t('{name} replied to your comment: "{excerpt}"', { name: actorName, excerpt }),
      };
    }
    if (notification.type === 'comment_like') {
      return {
        title: t('New like'),
        message: t('{name} liked your comment: "{excerpt}"', { name: actorName, excerpt }),
      };
    }
  }
  return { title: serverMessage(notification.title), message: notification.message };
}
