// @vitest-environment happy-dom
// What a person sees while a call is under way: likes and follows flip at once and go back when the
// call fails (TanStack Query's optimistic cache update), a comment shows in the list while it is
// sent (the mutation's pending state) and the box says it is sending (a React transition). With
// any of these a no-op, the screen would wait for the server and these tests would fail.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@packdex/shared/schemas';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { CommentsSection } from '@/features/comments/components/comments-section.tsx';
import { FollowButton } from '@/features/follows/components/follow-button.tsx';
import { LikeButton } from '@/features/likes/components/like-button.tsx';

/** The components load lazily: seconds on a loaded 2-core runner, past Testing Library's 1 s default. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Lets a settled call's promise and the renders it causes run. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const ada = testUser({ id: 1, name: 'Ada Quill' });

describe('a like while its call is under way', () => {
  it('shows at once, keeps the server’s figure when it answers, and goes back when the call fails', async () => {
    const api = holdApi();
    const user = userEvent.setup();
    renderInApp(<LikeButton target={{ contentId: 7, title: 'Pack' }} />, { user: ada });
    api.call('GET', '/likes/stats?contentId=7').answer(200, { totalLikes: 4, isLiked: false });
    const button = await screen.findByTestId('like-button', {}, SLOW);
    expect(screen.getByTestId('like-count').textContent).toBe('4');

    await user.click(button);
    const toggle = api.call('POST', '/likes/toggle');
    expect(toggle.body).toEqual({ contentId: 7, type: 'content' });
    // Before the server has answered.
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('like-count').textContent).toBe('5');
    toggle.answer(200, { totalLikes: 9, isLiked: true, liked: true });
    await settle();
    expect(screen.getByTestId('like-count').textContent).toBe('9');

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('like-count').textContent).toBe('8');
    api.call('POST', '/likes/toggle').answer(500, { error: 'Database unavailable' });
    await settle();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('like-count').textContent).toBe('9');
  });
});

describe('a follow while its call is under way', () => {
  it('flips at once and goes back when the call fails', async () => {
    const api = holdApi();
    const user = userEvent.setup();
    renderInApp(<FollowButton modelId={3} modelSlug="orla-quince" modelName="Orla Quince" />, { user: ada });
    api.call('GET', '/models/orla-quince').answer(200, { id: 3, followers: 12, isFollowing: false });
    const button = await screen.findByTestId('follow-button', {}, SLOW);

    await user.click(button);
    const follow = api.call('POST', '/models/3/follow');
    expect(button.textContent).toContain('Following');
    expect(screen.getByTestId('follower-count').textContent).toBe('13');
    follow.answer(200, { following: true, followers: 13 });
    await settle();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(button);
    expect(button.textContent).toContain('Follow');
    expect(button.textContent).not.toContain('Following');
    expect(screen.getByTestId('follower-count').textContent).toBe('12');
    api.call('POST', '/models/3/follow').answer(503, { error: 'Try again later' });
    await settle();
    expect(button.textContent).toContain('Following');
    expect(screen.getByTestId('follower-count').textContent).toBe('13');
  });
});

describe('a comment while it is sent', () => {
  const existing: Comment = {
    id: 40,
    userId: 2,
    user: { name: 'Bea Linden', profilePhoto: null, isPremium: false, isAdmin: false },
    text: 'Lovely colours',
    likes: 0,
    isLiked: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    parentId: null,
    replies: [],
  };

  function renderComments() {
    const api = holdApi();
    renderInApp(<CommentsSection target={{ contentId: 7, title: 'Pack' }} onReport={vi.fn()} />, { user: ada });
    api.call('GET', '/comments?contentId=7&limit=50').answer(200, {
      comments: [existing],
      pagination: { page: 1, limit: 50, totalPages: 1, totalItems: 1 },
    });
    return api;
  }

  it('shows in the list at once, marked as sending, with the box busy, and takes its place when the server answers', async () => {
    const api = renderComments();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Comments' }, SLOW);
    await user.type(screen.getByLabelText('Write a comment'), '  What a set  ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    const post = await vi.waitFor(() => api.call('POST', '/comments'), SLOW);
    expect(post.body).toEqual({ contentId: 7, text: 'What a set' });
    // Before the server has answered: first in the list, by the author, sending, with nothing to do to it.
    const sending = await vi.waitFor(() => within(list).getByRole('article', { name: 'Comment by Ada Quill' }), SLOW);
    expect(within(list).getAllByRole('article')[0]).toBe(sending);
    expect(sending.getAttribute('aria-label')).toBe('Comment by Ada Quill');
    expect(sending.getAttribute('aria-busy')).toBe('true');
    expect(within(sending).getByText('What a set')).toBeTruthy();
    expect(within(sending).getByRole('status').textContent).toBe('Sending…');
    expect(within(sending).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('comment-count').textContent).toBe('2');
    const busy = screen.getByRole('button', { name: 'Posting…' });
    expect(busy.hasAttribute('disabled')).toBe(true);

    post.answer(201, {
      ...existing,
      id: 41,
      userId: 1,
      user: { ...existing.user, name: 'Ada Quill' },
      text: 'What a set',
    });
    await settle();
    const articles = within(list).getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(articles[0]!.hasAttribute('aria-busy')).toBe(false);
    expect(within(articles[0]!).queryByRole('status')).toBeNull();
    expect(document.getElementById('comment-41')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Write a comment').value).toBe('');
  });

  it('leaves the list and keeps the text, with the reason, when the server refuses it', async () => {
    const api = renderComments();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Comments' }, SLOW);
    await user.type(screen.getByLabelText('Write a comment'), 'Too soon');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    const post = await vi.waitFor(() => api.call('POST', '/comments'), SLOW);
    await vi.waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2), SLOW);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    post.answer(429, { error: 'Too many comments. Please wait a moment.', code: 'RATE_LIMITED' });
    await settle();
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Too many comments. Please wait a moment.');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Write a comment').value).toBe('Too soon');
  });
});
