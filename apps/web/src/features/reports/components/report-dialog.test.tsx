// @vitest-environment happy-dom
// The report dialog as a person fills it in (docs/product.md#moderation): a reason is required,
// details are optional and trimmed, the call's pending, failed and done states show, and the dialog
// closes itself a moment after a report is in.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_SUCCESS_CLOSE_MS } from '@packdex/shared/constants';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import type { ReportTarget } from '../lib/report-context.ts';
import { ReportDialog } from './report-dialog.tsx';

/** Renders after a call settles can take seconds on a loaded 2-core runner, past Testing Library's 1 s default. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog(target: ReportTarget = { contentId: 7, title: 'Winter Cabin' }) {
  const api = holdApi();
  const onClose = vi.fn();
  renderInApp(<ReportDialog open target={target} onClose={onClose} />);
  return { api, onClose, user: userEvent.setup() };
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Report' });

describe('the report dialog', () => {
  it('names what is reported', () => {
    renderDialog({ commentId: 3, title: 'a comment' });
    expect(screen.getByRole('dialog', { name: 'Report Comment' })).toBeTruthy();
    expect(screen.getByText('Tell our moderators what is wrong with “a comment”.')).toBeTruthy();
  });

  it('asks for a reason before anything is sent, and puts the keyboard on the first one', async () => {
    const { api, user } = renderDialog();
    await user.click(submitButton());
    expect(await screen.findByText('Please select a reason for your report.', {}, SLOW)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Broken link' }));
    expect(api.calls).toEqual([]);
  });

  it('sends the reason and the trimmed details, says it is sending, then thanks and closes itself', async () => {
    const { api, onClose, user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Broken link' }));
    await user.type(screen.getByLabelText('Details (optional)'), '   The download page is gone.  ');
    await user.click(submitButton());

    await waitFor(() => expect(api.calls).toHaveLength(1), SLOW);
    const call = api.call('POST', '/reports');
    expect(call.body).toEqual({ contentId: 7, reason: 'broken_link', description: 'The download page is gone.' });
    // While the call is under way.
    const busy = await screen.findByRole('button', { name: 'Submitting…' }, SLOW);
    expect(busy.hasAttribute('disabled') || busy.getAttribute('aria-disabled') === 'true').toBe(true);

    call.answer(201, { id: 11, message: 'Report submitted' });
    expect((await screen.findByRole('status', {}, SLOW)).textContent).toContain('Report submitted');
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: REPORT_SUCCESS_CLOSE_MS + 2000 });
  });

  it('sends no details at all when the box holds only spaces', async () => {
    const { api, user } = renderDialog({ modelId: 4, title: 'Ines Starling' });
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.type(screen.getByLabelText('Details (optional)'), '    ');
    await user.click(submitButton());
    await waitFor(() => expect(api.calls).toHaveLength(1), SLOW);
    expect(api.call('POST', '/reports').body).toEqual({ modelId: 4, reason: 'spam' });
  });

  it('shows why a report was refused and keeps what was filled in, to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, onClose, user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByLabelText('Details (optional)'), 'Wrong model');
    await user.click(submitButton());
    await waitFor(() => expect(api.calls).toHaveLength(1), SLOW);
    api
      .call('POST', '/reports')
      .answer(429, { error: 'Too many reports. Please try again later.', code: 'RATE_LIMITED' });

    expect(await screen.findByText('Too many reports. Please try again later.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Details (optional)')).toHaveProperty('value', 'Wrong model');
    expect(submitButton()).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without sending when cancelled', async () => {
    const { api, onClose, user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });
});
