// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-app.tsx';
import { RegisterForm } from './register-form.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the registration form', () => {
  it('links the Terms of Service and the Privacy Policy, each in a new tab so the form keeps what was typed', () => {
    renderInApp(<RegisterForm onSuccess={vi.fn()} onError={vi.fn()} onAgeNotConfirmed={vi.fn()} onLogin={vi.fn()} />);
    for (const [name, href] of [
      [/^Terms of Service/, '/terms'],
      [/^Privacy Policy/, '/privacy'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
    expect(screen.getByText(/^By creating an account, you agree to the/)).toBeTruthy();
  });
});
