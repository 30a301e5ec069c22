import { createContext, useContext } from 'react';
import type { User } from '@packdex/shared/schemas';
import type { LoginInput } from './api/login.ts';
import type { RegisterInput } from './api/register.ts';

/** The client auth state (docs/product.md#accounts) and its actions. Failing actions store the error and rethrow it. */
export type AuthStore = {
  user: User | null;
  /** An action is in flight, or the session is being restored on load. */
  loading: boolean;
  /** The message of the last failed action (the server's text or the spec's fallback). */
  error: string | null;
  /** A stored token is being checked on load and no cached user is shown yet. */
  initializing: boolean;
  /** The user, or `TWO_FACTOR_REQUIRED` when the password was right and a two-factor code is needed. */
  login: (input: LoginInput) => Promise<User | typeof TWO_FACTOR_REQUIRED>;
  /** The new account's user, or `EMAIL_CONFIRMATION_REQUIRED` when the mailed link finishes it (REGISTRATION_ANSWER=uniform). */
  register: (input: RegisterInput) => Promise<User | typeof EMAIL_CONFIRMATION_REQUIRED>;
  verifyEmail: (token: string) => Promise<User>;
  /** Resolves with the server's confirmation text. */
  resendVerification: (email: string) => Promise<string>;
  forgotPassword: (email: string) => Promise<string>;
  resetPassword: (token: string, password: string) => Promise<string>;
  /** Removes token, user and ageConfirmed, clears the user and every cached query. */
  logout: () => void;
  /** Merges fields into the cached user (after a profile edit or a photo upload). */
  updateUser: (patch: Partial<User>) => void;
  /** Stores a new token and user, e.g. after a password change made older tokens invalid. */
  setSession: (token: string, user: User) => void;
  clearError: () => void;
};

/** What `login` resolves with when the account asks for a two-factor code. */
export const TWO_FACTOR_REQUIRED = 'two-factor-required';
/** What `register` resolves with when the server signs the account in only through the mailed link. */
export const EMAIL_CONFIRMATION_REQUIRED = 'email-confirmation-required';

export const AuthContext = createContext<AuthStore | null>(null);

/** The signed-in user and the auth actions. Needs the AuthProvider (mounted in app/provider.tsx). */
export function useAuth(): AuthStore {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth must be used inside <AuthProvider>.');
  return store;
}

export type AuthDialogMode = 'login' | 'register' | 'forgot-password' | 'email-sent';

export type AuthDialogControl = {
  open: boolean;
  mode: AuthDialogMode;
  /** Opens the sign-in dialog from anywhere (e.g. 'Please sign in to leave a comment'). */
  openAuthDialog: (mode?: AuthDialogMode) => void;
  closeAuthDialog: () => void;
  setAuthDialogMode: (mode: AuthDialogMode) => void;
};

export const AuthDialogContext = createContext<AuthDialogControl | null>(null);

/** Opens and switches the auth dialog; the dialog itself is rendered once by the app header. */
export function useAuthDialog(): AuthDialogControl {
  const control = useContext(AuthDialogContext);
  if (!control) throw new Error('useAuthDialog must be used inside <AuthProvider>.');
  return control;
}
