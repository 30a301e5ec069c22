import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingHistoryQuery,
  billingHistoryResponse,
  billingStatusResponse,
  errorBody,
  purchaseBody,
  urlResponse,
} from '@packdex/shared/schemas';
import { requireUser } from '../../plugins/auth.ts';
import type { PaymentsService } from './payments.service.ts';
import type { StripeWebhooks } from './providers/stripe.ts';
import type { VerotelPostbacks } from './providers/verotel.ts';
import type { SandboxService } from './sandbox.service.ts';

interface Deps {
  payments: PaymentsService;
  /** The sandbox pages, when PAYMENTS=sandbox. */
  sandbox: SandboxService | null;
  /** Stripe's webhook reader, when PAYMENTS=stripe. */
  stripe: StripeWebhooks | null;
  /** Verotel's postback reader, when PAYMENTS=verotel. */
  verotel: VerotelPostbacks | null;
}

const tags = ['premium'];
const secured = [{ bearer: [] }];
const starts = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const sandboxToken = z.object({ token: z.string().min(1).max(2000) });
// Providers retry what they could not deliver, so this only stops a flood, never real traffic.
const notifications = { rateLimit: { max: 600, timeWindow: '1 minute' } };

/** POST /purchase and /billing/portal (docs/product.md#premium), GET /billing/status and /billing/history, and what the configured provider calls or shows. */
export function paymentsRoutes({ payments, sandbox, stripe, verotel }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // The body's e-mail is what the spec's client sends; the account comes from the session.
    app.post(
      '/purchase',
      {
        config: starts,
        schema: {
          tags,
          security: secured,
          body: purchaseBody.optional(),
          response: {
            200: urlResponse,
            401: errorBody,
            403: errorBody,
            409: errorBody,
            502: errorBody,
            503: errorBody,
          },
        },
      },
      (request) => payments.purchase(requireUser(request)),
    );

    app.post(
      '/billing/portal',
      {
        config: starts,
        schema: {
          tags,
          security: secured,
          body: purchaseBody.optional(),
          response: { 200: urlResponse, 401: errorBody, 404: errorBody, 502: errorBody, 503: errorBody },
        },
      },
      (request) => payments.portal(requireUser(request)),
    );

    // Whether there is a subscription for the portal to manage, and whether it renews: /billing offers the portal only then.
    app.get(
      '/billing/status',
      { schema: { tags, security: secured, response: { 200: billingStatusResponse, 401: errorBody } } },
      (request) => payments.status(requireUser(request)),
    );

    // The viewer's own payments and renewals; only the viewer's, whoever asks (the session says whose).
    app.get(
      '/billing/history',
      {
        schema: {
          tags,
          security: secured,
          querystring: billingHistoryQuery,
          response: { 200: billingHistoryResponse, 400: errorBody, 401: errorBody },
        },
      },
      (request) => payments.history(requireUser(request), request.query),
    );

    if (stripe) {
      const webhook: FastifyPluginAsyncZod = async (hook) => {
        // Stripe signs the exact bytes it sent: this route alone reads the body raw.
        hook.removeAllContentTypeParsers();
        hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
        hook.post(
          '/payments/stripe/webhook',
          {
            config: notifications,
            schema: { tags, response: { 200: z.object({ received: z.literal(true) }), 400: errorBody } },
          },
          async (request) => {
            const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
            const signature = request.headers['stripe-signature'];
            for (const event of await stripe.read(raw, typeof signature === 'string' ? signature : undefined)) {
              await payments.apply(event);
            }
            return { received: true as const };
          },
        );
      };
      await app.register(webhook);
    }

    if (verotel) {
      app.get(
        '/payments/verotel/postback',
        {
          config: notifications,
          schema: { tags, querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])) },
        },
        async (request, reply) => {
          const event = verotel.read(request.query);
          if (event) await payments.apply(event);
          // FlexPay treats anything but a plain OK as a failed delivery and sends it again.
          return reply.type('text/plain; charset=utf-8').send('OK');
        },
      );
    }

    if (!sandbox) return;
    const sandboxPages: FastifyPluginAsyncZod = async (pages) => {
      // The sandbox pages' forms are plain HTML form posts; only this plugin parses them.
      pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      pages.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      const html = 'text/html; charset=utf-8';
      const hidden = { hide: true };

      pages.get(
        '/payments/sandbox/checkout',
        { schema: { ...hidden, querystring: sandboxToken } },
        async (request, reply) => reply.type(html).send(await sandbox.checkoutPage(request.query.token)),
      );
      pages.post(
        '/payments/sandbox/checkout',
        { config: starts, schema: { ...hidden, body: sandboxToken } },
        async (request, reply) => reply.redirect(await sandbox.pay(request.body.token), 303),
      );
      pages.get(
        '/payments/sandbox/portal',
        { schema: { ...hidden, querystring: sandboxToken } },
        async (request, reply) => reply.type(html).send(await sandbox.portalPage(request.query.token)),
      );
      pages.post(
        '/payments/sandbox/portal',
        { config: starts, schema: { ...hidden, body: sandboxToken } },
        async (request, reply) => reply.redirect(await sandbox.portalAction(request.body.token), 303),
      );
    };
    await app.register(sandboxPages);
  };
}
