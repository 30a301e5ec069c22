import { useId, useState, useTransition } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { COMMENT_MAX_LENGTH } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { cn } from '@/lib/cn.ts';
import { msg, serverMessage, t } from '@/lib/i18n/i18n.ts';

type CommentComposerProps = {
  /** Accessible name of the text box ('Write a comment', 'Reply to Ada', 'Edit your comment'). */
  label: string;
  placeholder?: string;
  initialText?: string;
  submitLabel: string;
  busyLabel: string;
  /** Shown when the call fails without a readable server message. */
  fallbackError: string;
  /** Resolves when saved (the box then empties); rejects with the call's error. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  rows?: number;
};

/** A comment, reply or edit box: 500 characters at most, trimmed, never empty (docs/product.md#community). */
export function CommentComposer({
  label,
  placeholder,
  initialText = '',
  submitLabel,
  busyLabel,
  fallbackError,
  onSubmit,
  onCancel,
  autoFocus = false,
  rows = 3,
}: CommentComposerProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  // Sending is a transition: the box says so (and takes nothing more) until the call settles.
  const [busy, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const trimmed = text.trim();
  const unchanged = initialText !== '' && trimmed === initialText.trim();

  const submit = () => {
    if (busy) return;
    setError(null);
    startTransition(async () => {
      try {
        // The shared schema (and zod under it) loads with the first comment sent, not with the page.
        const { updateCommentBody } = await import('@packdex/shared/schemas');
        const parsed = updateCommentBody.safeParse({ text });
        if (!parsed.success) {
          // The schema's messages are English; the ones a comment box can meet are in the catalogue.
          setError(serverMessage(parsed.error.issues[0]?.message ?? msg('Comment cannot be empty')));
          return;
        }
        await onSubmit(parsed.data.text);
        // Emptied at once, in the render that shows the saved comment in the list: as a transition it
        // could wait behind that render, and the text would show twice (the box and the list).
        setText('');
      } catch (failure) {
        setError(apiErrorMessage(failure, fallbackError));
      }
    });
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Ctrl/Cmd+Enter sends, as in most comment boxes; Escape leaves a reply or an edit.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form onSubmit={onFormSubmit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        rows={rows}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-describedby={`${id}-count`}
        autoFocus={autoFocus}
      />
      <FormError message={error} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          id={`${id}-count`}
          className={cn(
            'text-caption tabular-nums',
            text.length >= COMMENT_MAX_LENGTH ? 'text-warning' : 'text-fg-subtle',
          )}
        >
          {text.length}/{COMMENT_MAX_LENGTH}
        </span>
        <div className="flex gap-2">
          {onCancel && (
            <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
              {t('Cancel')}
            </Button>
          )}
          <Button type="submit" size="sm" disabled={busy || trimmed === '' || unchanged}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
