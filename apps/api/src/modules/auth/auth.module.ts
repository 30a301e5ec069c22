import type { ApiModule } from '../../lib/wiring.ts';
import { authRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { authService } from './auth.service.ts';
import { emailChangeService } from './email-change.service.ts';
import { twoFactorRepository } from './two-factor.repository.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { twoFactorService } from './two-factor.service.ts';

/** Sign-up, sign-in, e-mail tokens, e-mail changes and staff two-factor sign-in. */
export const authModule: ApiModule = {
  name: 'auth',
  register: async (api, c) => {
    const { transact, usersRepository: users, mailer, limiter, config, auditService: audit } = c;
    const emailTokens = authRepository(c.db);
    const twoFactor = twoFactorService({
      transact,
      users,
      twoFactor: twoFactorRepository(c.db),
      limiter,
      audit,
      config,
    });
    await api.register(twoFactorRoutes(twoFactor));
    await api.register(
      authRoutes(
        authService({
          transact,
          users,
          emailTokens,
          sessions: c.sessionsRepository,
          tokens: c.tokens,
          mailer,
          limiter,
          config,
          later: c.later,
          twoFactor,
        }),
        emailChangeService({ transact, users, emailTokens, audit: c.auditRepository, mailer, limiter, config }),
      ),
    );
  },
};
