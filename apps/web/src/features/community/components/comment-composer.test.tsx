// @vitest-environment happy-dom
// The comment box as a person types in it (docs/product.md#community): 500 characters at most, a
// count that says so, trimmed text, never empty, Ctrl/Cmd+Enter to send, Escape to leave a reply,
// and the box busy until the call settles.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMENT_MAX_LENGTH } from '@packdex/shared/constants';
import { ApiError } from '@/lib/api-client.ts';
import { CommentComposer } from './comment-composer.tsx';

afterEach(cleanup);

function renderComposer(props: Partial<Parameters<typeof CommentComposer>[0]> = {}) {
  const onSubmit = vi.fn<(text: string) => Promise<unknown>>(() => Promise.resolve());
  const onCancel = vi.fn();
  render(
    <CommentComposer
      label="Write a comment"
      submitLabel="Post Comment"
      busyLabel="Posting…"
      fallbackError="Could not post the comment."
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...props}
    />,
  );
  const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Write a comment' });
  return { onSubmit, onCancel, box, user: userEvent.setup() };
}

describe('the comment box', () => {
  it('cannot send nothing, and counts what is typed against the limit', async () => {
    const { box, user } = renderComposer();
    const send = screen.getByRole('button', { name: 'Post Comment' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(box, '   ');
    expect(send).toHaveProperty('disabled', true);
    await user.type(box, 'Nice');
    expect(send).toHaveProperty('disabled', false);
    expect(screen.getByText(`7/${COMMENT_MAX_LENGTH}`)).toBeTruthy();
    expect(box.maxLength).toBe(COMMENT_MAX_LENGTH);
  });

  it('sends the trimmed text, is busy until the call settles, and empties when saved', async () => {
    let settle: () => void = () => undefined;
    const { box, user, onSubmit } = renderComposer();
    onSubmit.mockImplementation(() => new Promise<void>((resolve) => (settle = resolve)));
    await user.type(box, '  Great pack!  ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Great pack!'));
    const busy = await screen.findByRole('button', { name: 'Posting…' });
    expect(busy).toHaveProperty('disabled', true);
    // A second press while it is sending sends nothing more.
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    settle();
    await waitFor(() => expect(box.value).toBe(''));
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeTruthy();
  });

  it('sends with Ctrl+Enter or Cmd+Enter, and a plain Enter is a new line', async () => {
    const { box, user, onSubmit } = renderComposer();
    await user.type(box, 'First line{Enter}second');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box.value).toBe('First line\nsecond');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith('First line\nsecond'));
    await waitFor(() => expect(box.value).toBe(''));
    await user.type(box, 'Again');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith('Again'));
  });

  it('keeps the text and shows the server’s reason when the comment is refused', async () => {
    const { box, user, onSubmit } = renderComposer();
    onSubmit.mockRejectedValue(new ApiError(400, 'BANNED_TERM', 'This comment contains a term that is not allowed.'));
    await user.type(box, 'Something refused');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('This comment contains a term that is not allowed.')).toBeTruthy();
    expect(box.value).toBe('Something refused');
  });

  it('leaves a reply with Escape or Cancel, and an edit cannot be sent unchanged', async () => {
    const { box, user, onCancel } = renderComposer({ initialText: 'My words', label: 'Write a comment' });
    expect(screen.getByRole('button', { name: 'Post Comment' })).toHaveProperty('disabled', true);
    await user.type(box, '!');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toHaveProperty('disabled', false);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
