import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxProvider, type SandboxTokens } from './providers/sandbox.ts';
import { stripeClient, stripeProvider, stripeWebhooks, type StripeWebhooks } from './providers/stripe.ts';
import { verotelPostbacks, verotelProvider, type VerotelPostbacks } from './providers/verotel.ts';

interface PaymentsSetup {
  /** The provider PAYMENTS names, or null when payments are off. */
  provider: PaymentProvider | null;
  stripe: StripeWebhooks | null;
  verotel: VerotelPostbacks | null;
}

/** Builds the configured provider and the reader of its incoming events (config has checked the keys). */
export function createPayments(config: Config, sandboxTokens: SandboxTokens): PaymentsSetup {
  const p = config.payments;
  switch (p.mode) {
    case 'sandbox':
      return { provider: sandboxProvider(sandboxTokens, config.publicUrl), stripe: null, verotel: null };
    case 'stripe': {
      const settings = {
        secretKey: p.stripeSecretKey ?? '',
        webhookSecret: p.stripeWebhookSecret ?? '',
        priceId: p.stripePriceId ?? '',
        apiBase: p.stripeApiBase,
        publicUrl: config.publicUrl,
      };
      const client = stripeClient(settings);
      return {
        provider: stripeProvider(client, settings),
        stripe: stripeWebhooks(client, settings.webhookSecret, settings.priceId),
        verotel: null,
      };
    }
    case 'verotel': {
      const settings = {
        shopId: p.verotel.shopId ?? '',
        signatureKey: p.verotel.signatureKey ?? '',
        baseUrl: p.verotel.baseUrl,
        publicUrl: config.publicUrl,
        price: p.price,
        controlCenter: p.verotel.controlCenter,
      };
      return { provider: verotelProvider(settings), stripe: null, verotel: verotelPostbacks(settings) };
    }
    case 'off':
      return { provider: null, stripe: null, verotel: null };
  }
}
