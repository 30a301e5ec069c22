// @vitest-environment happy-dom
// The comment box as a person types in it (docs/product.md#community): 500 characters at most, a
// count that says so, trimmed text, never empty, Ctrl/Cmd+Enter to send, Escape to leave a reply,
// and the box busy until the call settles.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMENT_MAX_LENGTH } from '@packdex/shared/constants';
import { ApiError } from '@/lib/api-client.ts';
import { CommentComposer } from './comment-composer.tsx';

afterEach(cleanup);

// The box loads the shared schemas with the first comment sent (a dynamic import): loaded here
// once, so no test waits on the import on a loaded runner.
beforeAll(async () => {
  await import('@packdex/shared/schemas');
});

/** A settled send's transition ends in a later render: seconds on a loaded 2-core runner. */
const SLOW = { timeout: 10_000 };

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

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Great pack!'), SLOW);
    const busy = await screen.findByRole('button', { name: 'Posting…' });
    expect(busy).toHaveProperty('disabled', true);
    // A second press while it is sending sends nothing more.
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    settle();
    await waitFor(() => expect(box.value).toBe(''), SLOW);
    // The box empties in the render that shows the saved comment; the transition ends after it.
    expect(await screen.findByRole('button', { name: 'Post Comment' }, SLOW)).toBeTruthy();
  });

  it('sends with Ctrl+Enter or Cmd+Enter, and a plain Enter is a new line', async () => {
    const { box, user, onSubmit } = renderComposer();
    await user.type(box, 'First line{Enter}second');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box.value).toBe('First line\nsecond');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith('First line\nsecond'), SLOW);
    await waitFor(() => expect(box.value).toBe(''), SLOW);
    // Sending again waits for the first send's transition to end (a press while busy sends nothing).
    await screen.findByRole('button', { name: 'Post Comment' }, SLOW);
    await user.type(box, 'Again');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith('Again'), SLOW);
  });

  it('keeps the text and shows the server’s reason when the comment is refused', async () => {
    const { box, user, onSubmit } = renderComposer();
    onSubmit.mockRejectedValue(new ApiError(400, 'BANNED_TERM', 'This comment contains a term that is not allowed.'));
    await user.type(box, 'Something refused');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('This comment contains a term that is not allowed.', {}, SLOW)).toBeTruthy();
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
