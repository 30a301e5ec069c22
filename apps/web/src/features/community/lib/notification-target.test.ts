import { describe, expect, it } from 'vitest';
import type { Notification } from '@packdex/shared/schemas';
import { notificationHref } from './notification-target.ts';

const notification = (data: Notification['data']): Notification => ({
  id: 1,
  type: 'comment_reply',
  title: 'New reply',
  message: 'm',
  isRead: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  data,
});

describe('notificationHref', () => {
  it('leads to the content page at the comment', () => {
    expect(notificationHref(notification({ contentId: 3, contentSlug: 'a-pack', commentId: 9 }))).toBe(
      '/content/a-pack#comment-9',
    );
  });

  it('leads to the model page when the comment is on a profile', () => {
    expect(notificationHref(notification({ modelId: 2, modelSlug: 'ada', commentId: null }))).toBe('/model/ada');
  });

  it('leads nowhere when the item is gone', () => {
    expect(notificationHref(notification({ contentId: 3, contentSlug: null }))).toBeNull();
  });
});
