import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@packdex/shared/schemas';
import { AuthContext, AuthDialogContext, type AuthDialogMode, type AuthStore } from '@/lib/auth/auth-context.ts';

/** The auth state of a test, for `user` (null: a visitor): the actions are spies; nothing is stored. */
export function testAuthStore(user: User | null = null): AuthStore {
  return {
    user,
    loading: false,
    error: null,
    initializing: false,
    login: vi.fn(),
    register: vi.fn(),
    verifyEmail: vi.fn(),
    resendVerification: vi.fn(),
    forgotPassword: vi.fn(),
    resetPassword: vi.fn(),
    logout: vi.fn(),
    updateUser: vi.fn(),
    setSession: vi.fn(),
    clearError: vi.fn(),
  };
}

/**
 * Renders `ui` as the app would, for `user` (null: a visitor): a fresh query client, the auth
 * state and a router at `path`. The auth actions are spies; nothing is stored.
 */
export function renderInApp(
  ui: ReactNode,
  {
    user = null,
    path = '/',
    dialogMode,
  }: { user?: User | null; path?: string; /** The auth dialog open in this mode. */ dialogMode?: AuthDialogMode } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const auth = testAuthStore(user);
  const dialog = {
    open: dialogMode !== undefined,
    mode: dialogMode ?? 'login',
    openAuthDialog: vi.fn(),
    closeAuthDialog: vi.fn(),
    setAuthDialogMode: vi.fn(),
  };
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <AuthDialogContext.Provider value={dialog}>
          <RouterProvider router={router} />
        </AuthDialogContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, auth, dialog };
}
