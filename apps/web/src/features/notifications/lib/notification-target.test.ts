import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '@packdex/shared/schemas';
import { activateLanguage } from '@/lib/i18n/i18n.ts';
import { notificationHref, notificationText } from './notification-target.ts';

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

  it('leads a saved search’s alert to the search, and names the search in its title', () => {
    const alert: Notification = {
      ...notification({
        contentId: 3,
        contentSlug: 'a-pack',
        searchName: 'Harbor',
        searchQuery: 'search=harbor&tag=night',
      }),
      type: 'saved_search',
      title: 'New match for a saved search',
      message: 'A pack matches “Harbor”',
    };
    expect(notificationHref(alert)).toBe('/?search=harbor&tag=night');
    expect(notificationText(alert)).toEqual({ title: 'New match for “Harbor”', message: 'A pack matches “Harbor”' });
    const tag: Notification = { ...notification({ contentId: 3, contentSlug: 'a-pack' }), type: 'tag_follow' };
    expect(notificationHref(tag)).toBe('/content/a-pack');
    expect(notificationText(tag).title).toBe('New in a tag you follow');
  });

  it('leads nowhere when the item is gone', () => {
    expect(notificationHref(notification({ contentId: 3, contentSlug: null }))).toBeNull();
  });
});

describe('notificationText', () => {
  afterEach(() => activateLanguage('en'));
  const reply = {
    ...notification({ actorName: 'Ben', excerpt: 'nice set' }),
    message: 'Ben replied to your comment: "nice set"',
  };

  it('words a reply as the API stored it, in English', () => {
    expect(notificationText(reply)).toEqual({ title: 'New reply', message: 'Ben replied to your comment: "nice set"' });
  });

  it('words it in the interface’s language from who acted and about what', async () => {
    await activateLanguage('de');
    expect(notificationText(reply)).toEqual({
      title: 'Neue Antwort',
      message: 'Ben hat auf deinen Kommentar geantwortet: „nice set“',
    });
    const like = { ...reply, type: 'comment_like' as const };
    expect(notificationText(like).message).toBe('Ben gefällt dein Kommentar: „nice set“');
  });

  it('shows an older notification without those as stored', async () => {
    await activateLanguage('de');
    const old = { ...notification({ contentSlug: 'a' }), message: 'Ben replied to your comment: "x"' };
    expect(notificationText(old).message).toBe('Ben replied to your comment: "x"');
  });
});
