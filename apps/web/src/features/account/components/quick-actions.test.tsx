// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { QuickActions } from './quick-actions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

describe('Download my data', () => {
  it('fetches the export with the session and saves it as a JSON file named by the site and the day', async () => {
    const api = holdApi();
    const saved: { name: string; href: string }[] = [];
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:packdex/export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const user = userEvent.setup();
    const showAlert = vi.fn();
    renderInApp(<QuickActions user={testUser()} showAlert={showAlert} />, { user: testUser() });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const busy = screen.getByRole('button', { name: 'Preparing your data…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    const file = {
      format: 'packdex-account-export',
      site: 'Packdex',
      exportedAt: '2026-12-08T09:30:00.000Z',
      likes: [],
    };
    api.call('GET', '/account/export').answer(200, file);
    await settle();
    expect(saved).toEqual([{ name: 'packdex-my-data-2026-12-08.json', href: 'blob:packdex/export' }]);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(file);
    expect(blobs[0]!.type).toBe('application/json');
    expect(showAlert).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download my data' }).hasAttribute('disabled')).toBe(false);
  });

  it('says so when the file cannot be made', async () => {
    const api = holdApi();
    const user = userEvent.setup();
    const showAlert = vi.fn();
    renderInApp(<QuickActions user={testUser()} showAlert={showAlert} />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    api
      .call('GET', '/account/export')
      .answer(429, { error: 'Too many requests, please try again later.', code: 'RATE_LIMITED' });
    await settle();
    expect(showAlert).toHaveBeenCalledWith({
      type: 'error',
      title: 'Download Failed',
      message: 'Too many requests, please try again later.',
    });
  });
});
