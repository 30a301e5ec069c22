import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponse,
  changePasswordBody,
  dashboardResponse,
  deleteAccountBody,
  errorBody,
  okBody,
  profileBody,
  profileResponse,
  uploadPhotoResponse,
} from '@packdex/shared/schemas';
import { PROFILE_PHOTO_MAX_BYTES } from '@packdex/shared/constants';
import { readSingleFile } from '../../lib/multipart.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { AccountService } from './account.service.ts';
import { clientOf } from '../sessions/device.ts';

// The account calls live under /auth, where the client expects them (docs/product.md#api-calls).
const tags = ['auth'];
const secured = [{ bearer: [] }];
const strict = { rateLimit: { max: 20, timeWindow: '15 minutes' } };

/** The signed-in user's own account. */
export function accountRoutes(account: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
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
      (request) =>
        account.changePassword(
          requireUser(request),
          request.body.currentPassword,
          request.body.newPassword,
          clientOf(request),
        ),
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
