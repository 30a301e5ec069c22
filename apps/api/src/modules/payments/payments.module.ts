import type { ApiModule } from '../../lib/wiring.ts';
import { createPayments } from './payment-providers.ts';
import { paymentsRepository } from './payments.repository.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { paymentsService } from './payments.service.ts';
import { sandboxTokens } from './providers/sandbox.ts';
import { sandboxService } from './sandbox.service.ts';

/** Premium: purchases, the provider's events, the portal (docs/payments.md). */
export const paymentsModule: ApiModule = {
  name: 'payments',
  provides: {
    paymentsRepository: ({ db, engine }) => paymentsRepository(db, engine),
    paymentsSetup: ({ config }) => {
      const signer = sandboxTokens(config.jwtSecret);
      return { signer, ...createPayments(config, signer) };
    },
    paymentsService: ({ transact, paymentsRepository, usersRepository, auditRepository, paymentsSetup, metrics }) =>
      paymentsService({
        transact,
        payments: paymentsRepository,
        users: usersRepository,
        audit: auditRepository,
        provider: paymentsSetup.provider,
        onEvent: (provider, outcome) => metrics.paymentEvents.inc({ provider, outcome }),
      }),
  },
  register: async (api, c) => {
    const setup = c.paymentsSetup;
    await api.register(
      paymentsRoutes({
        payments: c.paymentsService,
        sandbox:
          c.config.payments.mode === 'sandbox'
            ? sandboxService({
                payments: c.paymentsRepository,
                users: c.usersRepository,
                service: c.paymentsService,
                tokens: setup.signer,
              })
            : null,
        stripe: setup.stripe,
        verotel: setup.verotel,
      }),
    );
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    paymentsRepository: ReturnType<typeof paymentsRepository>;
    /** Premium subscriptions (the account page shows and cancels its own). */
    paymentsService: ReturnType<typeof paymentsService>;
    /** The provider chosen by PAYMENTS, and the sandbox's signer. */
    paymentsSetup: { signer: ReturnType<typeof sandboxTokens> } & ReturnType<typeof createPayments>;
  }
}
