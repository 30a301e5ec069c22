// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Content } from '@packdex/shared/schemas';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { lanternPack } from '@/testing/test-content.ts';
import { testUser } from '@/testing/test-user.ts';
import { contentForm, contentFormValues } from '../lib/form-schemas.ts';
import { ContentFormDialog } from './content-form-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = testUser({ isAdmin: true });
const at = '2026-11-01T00:00:00.000Z';
const item = lanternPack({ createdAt: at });
const links: Content['links'] = [
  { url: item.url, state: 'dead', checkedAt: at },
  { url: 'https://mirror.example/a', state: 'alive', checkedAt: at },
  { url: 'https://mirror.example/b', state: 'unknown', checkedAt: null },
];
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });

describe('the content form’s mirrors', () => {
  it('shows the item’s mirrors, removes and adds them, and sends them as mirrors', async () => {
    const api = holdApi();
    const user = userEvent.setup();
    renderInApp(<ContentFormDialog open item={{ ...item, links }} onClose={vi.fn()} showAlert={vi.fn()} />, {
      user: admin,
    });
    expect(input('Mirror 1').value).toBe('https://mirror.example/a');
    expect(input('Mirror 2').value).toBe('https://mirror.example/b');

    await user.click(screen.getByRole('button', { name: 'Remove mirror 1' }));
    await user.click(screen.getByRole('button', { name: 'Add mirror' }));
    await user.type(input('Mirror 2'), 'https://mirror.example/c');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = api.call('PUT', '/content/7').body as { mirrors: string[]; url: string };
    expect(body.mirrors).toEqual(['https://mirror.example/b', 'https://mirror.example/c']);
    expect(body.url).toBe(item.url);
  });

  it('loads the mirrors of an item from a list (which carries no links) before showing the form', async () => {
    const api = holdApi();
    renderInApp(<ContentFormDialog open item={item} onClose={vi.fn()} showAlert={vi.fn()} />, { user: admin });
    expect(screen.queryByLabelText('Title')).toBeNull();
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    act(() => api.call('GET', '/content/slug/lantern-pack').answer(200, { ...item, links }));
    expect((await screen.findByLabelText<HTMLInputElement>('Mirror 1', { exact: true })).value).toBe(
      'https://mirror.example/a',
    );
  });

  it('opens with an empty mirror to fill in for "Add mirror"', () => {
    renderInApp(<ContentFormDialog open item={{ ...item, links }} addMirror onClose={vi.fn()} showAlert={vi.fn()} />, {
      user: admin,
    });
    expect(input('Mirror 3').value).toBe('');
  });
});

describe('the content form → body', () => {
  const parse = (values: ReturnType<typeof contentFormValues>) => contentForm.parse(values);

  it('drops blank mirrors and refuses a mirror that is not a URL', () => {
    const values = contentFormValues({ ...item, links });
    expect(parse({ ...values, mirrors: [{ url: ' https://m.example/x ' }, { url: '  ' }] }).mirrors).toEqual([
      'https://m.example/x',
    ]);
    expect(contentForm.safeParse({ ...values, mirrors: [{ url: 'javascript:alert(1)' }] }).success).toBe(false);
  });

  it('leaves mirrors out when it does not know them, so the API keeps them', () => {
    const values = contentFormValues(item);
    expect(values.mirrors).toBeNull();
    expect('mirrors' in parse(values)).toBe(false);
    expect(parse(contentFormValues({ ...item, links: [links[0]!] })).mirrors).toEqual([]);
  });
});
