import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { AuthResponse, User } from '@packdex/shared/schemas';
import { clearSession, dropSession, readSession, useSession, writeSession, writeSessionUser } from '@/lib/session.ts';
import { STORAGE_KEYS, readStorage } from '@/lib/storage.ts';
import { getDashboardQueryOptions } from './api/get-dashboard.ts';
import { type Audience, refreshForAudience } from './audience.ts';
import type { LoginInput } from './api/login.ts';
import type { RegisterInput } from './api/register.ts';
import { AuthContext, AuthDialogContext, EMAIL_CONFIRMATION_REQUIRED, TWO_FACTOR_REQUIRED } from './auth-context.ts';
import type { AuthDialogControl, AuthDialogMode, AuthStore } from './auth-context.ts';
import { serverMessage } from '@/lib/i18n/i18n.ts';

/**
 * The actions' calls and error texts (auth-calls.ts): a visitor's first page uses none of them, so
 * they load on an action's first use, or as the sign-in dialog opens (beside the dialog's own code).
 */
const loadCalls = () => import('./auth-calls.ts');
type AuthCalls = Awaited<ReturnType<typeof loadCalls>>;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // Restoring only blocks the UI when there is a token but no readable cached user to show.
  const [restoring, setRestoring] = useState(() => readStorage(STORAGE_KEYS.token) !== null);

  useEffect(() => {
    const token = readStorage(STORAGE_KEYS.token);
    if (!token) return;
    let active = true;
    // On load the dashboard refreshes the cached user (getDashboard stores it, and ends the
    // session on a 401). On any other failure the cached user is kept, if it can be read.
    queryClient
      .fetchQuery(getDashboardQueryOptions())
      .catch(() => {
        if (readStorage(STORAGE_KEYS.token) === token && !readSession().user) dropSession();
      })
      .finally(() => {
        if (active) setRestoring(false);
      });
    return () => {
      active = false;
    };
  }, [queryClient]);

  // Same account, new audience (premium began or ended, admin granted or removed): the API now
  // answers differently, e.g. direct instead of monetised download links (see refreshForAudience).
  const id = user?.id;
  const isPremium = user?.isPremium === true;
  const isAdmin = user?.isAdmin === true;
  const audience = useMemo<Audience>(
    () => (id === undefined ? null : { id, isPremium, isAdmin }),
    [id, isPremium, isAdmin],
  );
  const lastAudience = useRef(audience);
  useEffect(() => {
    const before = lastAudience.current;
    lastAudience.current = audience;
    void refreshForAudience(queryClient, before, audience);
  }, [audience, queryClient]);

  const run = useCallback(
    async <T,>(action: (calls: AuthCalls) => Promise<T>, fallback: keyof AuthCalls['AUTH_FALLBACKS']): Promise<T> => {
      setPending((n) => n + 1);
      setError(null);
      try {
        const calls = await loadCalls();
        try {
          return await action(calls);
        } catch (cause) {
          const message = calls.apiErrorMessage(cause, calls.AUTH_FALLBACKS[fallback]);
          setError(message);
          throw new calls.AuthError(message, cause);
        }
      } finally {
        setPending((n) => n - 1);
      }
    },
    [],
  );

  const signIn = useCallback(
    (response: AuthResponse): User => {
      writeSession(response.token, response.user);
      // Answers cached for the previous identity (or the visitor) differ for this one, e.g. the
      // download links a premium member sees: drop them and refetch what is on screen.
      void queryClient.resetQueries();
      return response.user;
    },
    [queryClient],
  );

  // The actions never change identity, so effects may depend on them without re-running.
  const actions = useMemo(
    () => ({
      login: (input: LoginInput) =>
        run(async (calls) => {
          const answer = await calls.login(input);
          return 'twoFactorRequired' in answer ? TWO_FACTOR_REQUIRED : signIn(answer);
        }, 'login'),
      register: (input: RegisterInput) =>
        run(async (calls) => {
          const answer = await calls.register(input);
          return 'token' in answer ? signIn(answer) : EMAIL_CONFIRMATION_REQUIRED;
        }, 'register'),
      verifyEmail: (token: string) => run(async (calls) => signIn(await calls.verifyOnce(token)), 'verifyEmail'),
      resendVerification: (email: string) =>
        run(
          async (calls) => serverMessage((await calls.resendVerification(email)).message ?? ''),
          'resendVerification',
        ),
      forgotPassword: (email: string) =>
        run(async (calls) => serverMessage((await calls.forgotPassword(email)).message ?? ''), 'forgotPassword'),
      resetPassword: (token: string, password: string) =>
        run(async (calls) => {
          const result = await calls.resetPassword(token, password);
          // The reset ends every session, this browser's included: forget the now-dead token.
          if (readStorage(STORAGE_KEYS.token)) {
            dropSession();
            queryClient.clear();
          }
          return serverMessage(result.message ?? '');
        }, 'resetPassword'),
      logout: () => {
        clearSession();
        queryClient.clear();
        setError(null);
      },
      updateUser: (patch: Partial<User>) => {
        const current = readSession().user;
        if (current) writeSessionUser({ ...current, ...patch });
      },
      setSession: (token: string, next: User) => writeSession(token, next),
      clearError: () => setError(null),
    }),
    [run, signIn, queryClient],
  );

  const initializing = restoring && user === null;
  const store = useMemo<AuthStore>(
    () => ({ ...actions, user, error, initializing, loading: pending > 0 || initializing }),
    [actions, user, error, initializing, pending],
  );

  const [dialog, setDialog] = useState<{ open: boolean; mode: AuthDialogMode }>({ open: false, mode: 'login' });
  const dialogActions = useMemo(
    () => ({
      openAuthDialog: (mode: AuthDialogMode = 'login') => {
        // A failure shows when an action needs them.
        loadCalls().catch(() => undefined);
        setDialog({ open: true, mode });
      },
      closeAuthDialog: () => setDialog((d) => ({ ...d, open: false })),
      setAuthDialogMode: (mode: AuthDialogMode) => setDialog((d) => ({ ...d, mode })),
    }),
    [],
  );
  const dialogControl = useMemo<AuthDialogControl>(() => ({ ...dialog, ...dialogActions }), [dialog, dialogActions]);

  return (
    <AuthContext value={store}>
      <AuthDialogContext value={dialogControl}>{children}</AuthDialogContext>
    </AuthContext>
  );
}
