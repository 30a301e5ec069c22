import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponse,
  changeEmailBody,
  emailConfirmationRequiredResponse,
  emailBody,
  errorBody,
  loginBody,
  loginResponse,
  okBody,
  profileResponse,
  registerBody,
  resetPasswordBody,
  tokenBody,
} from '@packdex/shared/schemas';
import { requestLanguage } from '../../lib/translate.ts';
import type { AuthService } from './auth.service.ts';
import type { EmailChangeService } from './email-change.service.ts';
import { requireUser } from '../../plugins/auth.ts';
import { clientOf } from '../sessions/device.ts';

const tags = ['auth'];
// Per address; the service adds limits per e-mail address.
const strict = { rateLimit: { max: 20, timeWindow: '15 minutes' } };

/** Registration, sign-in, e-mail verification, password reset and e-mail address change. */
export function authRoutes(auth: AuthService, emailChange: EmailChangeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/register',
      {
        config: strict,
        schema: {
          tags,
          body: registerBody,
          response: {
            201: authResponse,
            202: emailConfirmationRequiredResponse,
            400: errorBody,
            409: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => {
        // The interface's language the form sent, else the browser's (Accept-Language), else English.
        const language = requestLanguage(request.body.language, request.headers['accept-language']);
        const answer = await auth.register({ ...request.body, language }, clientOf(request));
        // 202: REGISTRATION_ANSWER=uniform, the same for every address (the mailed link goes on).
        return 'token' in answer ? reply.status(201).send(answer) : reply.status(202).send(answer);
      },
    );

    app.post(
      '/auth/login',
      {
        config: strict,
        schema: {
          tags,
          body: loginBody,
          response: { 200: loginResponse, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
        },
      },
      (request) => auth.login(request.body, clientOf(request)),
    );

    app.post(
      '/auth/verify-email',
      {
        config: strict,
        schema: { tags, body: tokenBody, response: { 200: authResponse, 400: errorBody } },
      },
      (request) => auth.verifyEmail(request.body.token, clientOf(request)),
    );

    app.post(
      '/auth/resend-verification',
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: { tags, body: emailBody, response: { 200: okBody, 400: errorBody, 429: errorBody } },
      },
      async (request) => {
        await auth.resendVerification(request.body.email, request.ip);
        return {
          success: true as const,
          message: 'If that account exists and is not verified yet, a new verification email is on its way.',
        };
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: { tags, body: emailBody, response: { 200: okBody, 400: errorBody, 429: errorBody } },
      },
      async (request) => {
        await auth.forgotPassword(request.body.email, request.ip);
        return { success: true as const, message: 'If an account exists for that email, a reset link is on its way.' };
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: strict,
        schema: { tags, body: resetPasswordBody, response: { 200: okBody, 400: errorBody } },
      },
      async (request) => {
        await auth.resetPassword(request.body.token, request.body.password);
        return { success: true as const, message: 'Your password has been reset. Please sign in.' };
      },
    );

    app.post(
      '/auth/change-email',
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: changeEmailBody,
          response: { 200: okBody, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        await emailChange.request(requireUser(request), request.body.newEmail, request.body.password);
        return { success: true as const, message: 'Please open the link we sent to your new address.' };
      },
    );

    app.post(
      '/auth/confirm-email',
      {
        config: strict,
        schema: { tags, body: tokenBody, response: { 200: profileResponse, 400: errorBody, 409: errorBody } },
      },
      async (request) => ({ user: await emailChange.confirm(request.body.token) }),
    );
  };
}
