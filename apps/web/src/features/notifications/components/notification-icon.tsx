import { Bell, Hash, Heart, MessageCircle, Search, UserPlus } from 'lucide-react';
import type { NotificationType } from '@packdex/shared/constants';

/** The icon of a kind of notification. */
export function NotificationIcon({ type }: { type: NotificationType }) {
  switch (type) {
    case 'comment_like':
    case 'content_like':
      return <Heart aria-hidden="true" className="text-accent" />;
    case 'comment_reply':
      return <MessageCircle aria-hidden="true" className="text-info" />;
    case 'model_follow':
      return <UserPlus aria-hidden="true" className="text-success" />;
    case 'saved_search':
      return <Search aria-hidden="true" className="text-info" />;
    case 'tag_follow':
      return <Hash aria-hidden="true" className="text-success" />;
    case 'others':
      return <Bell aria-hidden="true" className="text-fg-muted" />;
  }
}
