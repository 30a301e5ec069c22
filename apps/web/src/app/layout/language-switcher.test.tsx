// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthContext } from '@/lib/auth/auth-context.ts';
import { activateLanguage } from '@/lib/i18n/i18n.ts';
import { LanguageProvider } from '@/lib/i18n/language-provider.tsx';
import { STORAGE_KEYS, readStorage } from '@/lib/storage.ts';
import { testAuthStore } from '@/testing/render-app.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

describe("the footer's language switcher", () => {
  it("goes to the page's address in the chosen language (English's without lang), keeping the page's own parameters", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/tags/:slug', element: <LanguageSwitcher /> }], {
      initialEntries: ['/tags/outdoor?sort=popular'],
    });
    render(
      <AuthContext.Provider value={testAuthStore(null)}>
        <LanguageProvider>
          <RouterProvider router={router} />
        </LanguageProvider>
      </AuthContext.Provider>,
    );
    await user.selectOptions(screen.getByRole('combobox'), 'de');
    await expect
      .poll(() => `${router.state.location.pathname}${router.state.location.search}`)
      .toBe('/tags/outdoor?sort=popular&lang=de');
    expect(readStorage(STORAGE_KEYS.locale)).toBe('de');
    await user.selectOptions(await screen.findByRole('combobox'), 'en');
    await expect
      .poll(() => `${router.state.location.pathname}${router.state.location.search}`)
      .toBe('/tags/outdoor?sort=popular');
  });
});
