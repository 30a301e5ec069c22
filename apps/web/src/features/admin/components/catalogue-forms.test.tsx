// @vitest-environment happy-dom
// The admin forms show the API's own validation messages under their fields; those name each field
// by the label it has on the form, never by the API's key ("model_id", "photoUrl").
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadArea } from '@/lib/i18n/i18n.ts';
import { description } from '@/testing/dom.tsx';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { ContentFormDialog } from './content-form-dialog.tsx';
import { ModelFormDialog } from './model-form-dialog.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const admin = testUser({ isAdmin: true });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });

/** Every invalid field's message, by the field's label. */
const invalid = (labels: string[]) =>
  Object.fromEntries(labels.map((label) => [label, description(field(label)).split(' | ').at(-1)]));

describe('the admin model form', () => {
  it('names the invalid fields by their labels', async () => {
    const user = userEvent.setup();
    renderInApp(<ModelFormDialog open model={null} onClose={() => undefined} showAlert={vi.fn()} />, { user: admin });
    await user.type(field('Name'), 'Ada Example');
    await user.type(field('Photo'), 'javascript:alert(1)');
    await user.type(field('Bust size'), 'x'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Create Model' }));

    expect(invalid(['Model ID', 'Photo', 'Bust size'])).toEqual({
      'Model ID': 'Model ID is required',
      Photo: 'Photo must be an http(s) URL or an uploaded photo',
      'Bust size': 'Bust size is at most 20 characters',
    });
  });

  it('says so in the interface’s language', async () => {
    await activateLanguage('de');
    await loadArea('admin');
    const user = userEvent.setup();
    renderInApp(<ModelFormDialog open model={null} onClose={() => undefined} showAlert={vi.fn()} />, { user: admin });
    await user.click(screen.getByRole('button', { name: 'Model erstellen' }));
    expect(description(field('Model-ID'))).toBe('Die Model-ID ist erforderlich');
  });
});

describe('the admin content form', () => {
  it('names the invalid fields by their labels', async () => {
    const user = userEvent.setup();
    renderInApp(<ContentFormDialog open item={null} onClose={() => undefined} showAlert={vi.fn()} />, {
      user: admin,
    });
    await user.type(field('Title'), 'Lantern Pack');
    await user.type(field('Download URL'), 'javascript:alert(1)');
    await user.clear(field('Images'));
    await user.type(field('Images'), '-1');
    await user.click(screen.getByRole('button', { name: 'Add Content' }));

    expect(invalid(['Download URL', 'Images'])).toEqual({
      'Download URL': 'Download URL must be an http(s) URL',
      Images: 'Images must be at least 0',
    });
  });
});
