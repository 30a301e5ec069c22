import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponse,
  changePasswordBody,
  dashboardResponse,
  deleteAccountBody,
  emailBody,
  errorBody,
  loginBody,
  okBody,
  profileBody,
  profileResponse,
  registerBody,
  resetPasswordBody,
  tokenBody,
  uploadPhotoResponse,
} from '@packdex/shared/schemas';
import { PROFILE_PHOTO_MAX_BYTES } from '@packdex/shared/constants';
import { readSingleFile } from '../../lib/multipart.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { AccountService } from './account.service.ts';
import type { AuthService } from './auth.service.ts';

const tags = ['auth'];
const secured = [{ bearer: [] }];
// Per address; the services add limits per e-mail address.
const strict = { rateLimit: { max: 20, timeWindow: '15 minutes' } };

export function authRoutes(auth: AuthService, account: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/register',
      {
        config: strict,
        schema: {
          tags,
          body: registerBody,
          response: { 201: authResponse, 400: errorBody, 409: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => reply.status(201).send(await auth.register(request.body)),
    );

    app.post(
      '/auth/login',
      {
        config: strict,
        schema: {
          tags,
          body: loginBody,
          response: { 200: authResponse, 400: errorBody, 401: errorBody, 429: errorBody },
        },
      },
      (request) => auth.login(request.body),
    );

    app.post(
      '/auth/verify-email',
      {
        config: strict,
        schema: { tags, body: tokenBody, response: { 200: authResponse, 400: errorBody } },
      },
      (request) => auth.verifyEmail(request.body.token),
    );

    app.post(
      '/auth/resend-verification',
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: { tags, body: emailBody, response: { 200: okBody, 400: errorBody, 429: errorBody } },
      },
      async (request) => {
        await auth.resendVerification(request.body.email);
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
        await auth.forgotPassword(request.body.email);
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

    app.get(
      '/auth/dashboard',
      {
        schema: { tags, security: secured, response: { 200: dashboardResponse, 401: errorBody } },
      },
      (request) => account.dashboard(requireUser(request)),
    );

    app.put(
      '/auth/profile',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          security: secured,
          body: profileBody,
          response: { 200: profileResponse, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({ user: await account.updateProfile(requireUser(request), request.body) }),
    );

    app.put(
      '/auth/change-password',
      {
        config: strict,
        schema: {
          tags,
          security: secured,
          body: changePasswordBody,
          response: { 200: authResponse, 400: errorBody, 401: errorBody },
        },
      },
      (request) => account.changePassword(requireUser(request), request.body.currentPassword, request.body.newPassword),
    );

    app.delete(
      '/auth/account',
      {
        config: strict,
        schema: {
          tags,
          security: secured,
          body: deleteAccountBody,
          response: { 200: okBody, 400: errorBody, 401: errorBody, 409: errorBody },
        },
      },
      async (request) => {
        await account.deleteAccount(requireUser(request), request.body.password);
        return { success: true as const, message: 'Your account has been permanently deleted.' };
      },
    );

    app.post(
      '/auth/upload-photo',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        bodyLimit: PROFILE_PHOTO_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          security: secured,
          consumes: ['multipart/form-data'],
          response: { 200: uploadPhotoResponse, 400: errorBody, 401: errorBody, 413: errorBody, 415: errorBody },
        },
      },
      async (request) => {
        const current = requireUser(request);
        const bytes = await readSingleFile(request, 'photo', PROFILE_PHOTO_MAX_BYTES);
        const updated = await account.uploadPhoto(current, bytes);
        return { user: updated, profilePhoto: updated.profilePhoto };
      },
    );
  };
}
