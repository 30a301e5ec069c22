// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@packdex/shared/schemas';
import { testUser } from '@/testing/test-user.ts';
import type { CommentActions } from './comment-actions.ts';
import { CommentItem } from './comment-item.tsx';

afterEach(cleanup);

const comment: Comment = {
  id: 5,
  userId: 2,
  user: { name: 'Alice Commenter', profilePhoto: null, isPremium: false, isAdmin: false },
  text: 'First!',
  likes: 0,
  isLiked: false,
  createdAt: '2026-11-30T10:00:00.000Z',
  replies: [],
  parentId: null,
};

const actions = (changes: Partial<CommentActions> = {}): CommentActions => ({
  viewer: testUser({ id: 1, name: 'Bob Replier' }),
  canWrite: true,
  onLike: vi.fn(),
  onReply: vi.fn(() => Promise.resolve()),
  onEdit: vi.fn(() => Promise.resolve()),
  onDelete: vi.fn(),
  onReport: vi.fn(),
  onSignIn: vi.fn(),
  highlightedId: null,
  ...changes,
});

describe('replying to a comment', () => {
  it('names the button that opens the reply form and the one that sends it apart', async () => {
    const user = userEvent.setup();
    const onReply = vi.fn(() => Promise.resolve());
    render(
      <ol>
        <CommentItem comment={comment} actions={actions({ onReply })} />
      </ol>,
    );
    const article = screen.getByRole('article', { name: 'Comment by Alice Commenter' });
    await user.click(within(article).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Reply to Alice Commenter'), 'Welcome!');

    // One button per name: a screen reader's list of buttons tells them apart.
    expect(within(article).getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    await user.click(within(article).getByRole('button', { name: 'Post Reply' }));
    await vi.waitFor(() => expect(onReply).toHaveBeenCalledExactlyOnceWith(comment, 'Welcome!'));
  });
});
