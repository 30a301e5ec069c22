// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@packdex/shared/schemas';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { MobileMenuSheet } from './mobile-menu-sheet.tsx';
import { UserMenuDropdown } from './user-menu-dropdown.tsx';

const member = { id: 1, name: 'Ada', email: 'ada@example.test', role: 'user', isPremium: false } as User;

function TitledPage() {
  useDocumentTitle('Models');
  return null;
}

const icon = () => document.querySelector('link[rel=icon]')!.getAttribute('href');

beforeEach(() => {
  document.head.innerHTML = '<link rel="icon" href="/favicon.svg"><title>Packdex</title>';
});
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  delete document.documentElement.dataset.discreet;
});

describe('discreet mode', () => {
  it('is switched from the account menu: pictures blurred, a neutral tab title and icon, remembered; and back', async () => {
    renderInApp(
      <>
        <TitledPage />
        <UserMenuDropdown open onOpenChange={vi.fn()} user={member} onLogout={vi.fn()} trigger={<button>Me</button>} />
      </>,
      { user: member },
    );
    expect(document.title).toMatch(/^Models · /);
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Discreet mode' });
    expect(item.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(item);
    expect(document.documentElement.dataset.discreet).toBe('');
    expect(localStorage.getItem('discreet')).toBe('true');
    expect(document.title).toBe('Notes');
    expect(icon()).toBe('/favicon-neutral.svg');

    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Discreet mode' }));
    expect(document.documentElement.dataset.discreet).toBeUndefined();
    expect(localStorage.getItem('discreet')).toBe('false');
    expect(document.title).toMatch(/^Models · /);
    expect(icon()).toBe('/favicon.svg');
  });

  it('keeps the neutral title as pages change while it is on, and is a switch in the mobile menu for visitors too', async () => {
    localStorage.setItem('discreet', 'true');
    renderInApp(
      <>
        <TitledPage />
        <MobileMenuSheet
          open
          onOpenChange={vi.fn()}
          user={null}
          onSignIn={vi.fn()}
          onLogout={vi.fn()}
          trigger={{ current: null }}
        />
      </>,
    );
    expect(document.title).toBe('Notes');
    const toggle = await screen.findByRole('switch', { name: /Discreet mode/ });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await act(() => userEvent.click(toggle));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.title).toMatch(/^Models · /);
  });
});
