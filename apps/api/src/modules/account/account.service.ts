import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { AuthResponse, DashboardResponse, User } from '@packdex/shared/schemas';
import type { Transact } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/users.table.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { removeUpload, saveUpload, toWebp } from '../../lib/images.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { TokenSigner } from '../../lib/tokens.ts';
import { sessionOf } from '../auth/auth.service.ts';
import type { Client } from '../sessions/device.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { CommentsRepository } from '../comments/comments.repository.ts';
import type { ContentRepository } from '../content/content.repository.ts';
import { contentAllowanceOf, isViewLimited } from '../content/content.service.ts';
import type { LikesRepository } from '../likes/likes.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { toUser, type Viewer } from '../users/users.service.ts';

const AVATAR_SIZE = 256;
const AVATAR_PREFIX = '/uploads/avatars/';

interface Deps {
  transact: Transact;
  users: Pick<UsersRepository, 'findById' | 'update' | 'bumpTokenVersion' | 'delete' | 'countAdmins'>;
  /** Where the activity counters (and an unverified account's opened packs) come from: each feature counts its own rows. */
  activity: {
    content: Pick<ContentRepository, 'countViewsBy' | 'openedSlugs'>;
    likes: Pick<LikesRepository, 'countBy'>;
    comments: Pick<CommentsRepository, 'countBy'>;
  };
  tokens: TokenSigner;
  /** A password change ends the account's other sessions. */
  sessions: Pick<SessionsService, 'endAllBut'>;
  uploadsDir: string;
  /** Stops the account's subscriptions at the payment provider before the account goes. */
  subscriptions: { cancelBeforeDeletion(userId: number): Promise<void> };
}

/** The signed-in user's own account: dashboard, profile, password, photo and deletion. */
export function accountService({ transact, users, activity, tokens, sessions, uploadsDir, subscriptions }: Deps) {
  const avatarPath = (url: string) => path.join(uploadsDir, 'avatars', path.basename(url));

  /** The viewer's own row; a session whose account vanished meanwhile is a 401 like any stale one. */
  async function own(viewer: Viewer): Promise<UserRow> {
    const row = await users.findById(viewer.id);
    if (!row) throw unauthorized('Your session has expired. Please sign in again.');
    return row;
  }

  async function checkPassword(user: UserRow, password: string) {
    if (!(await verifyPassword(user.password_hash, password))) throw unauthorized('Current password is incorrect');
  }

  return {
    /** The account, its activity counters and, while the unverified limit applies, what it may still open. */
    async dashboard(viewer: Viewer): Promise<DashboardResponse> {
      const [row, views, likes, comments] = await Promise.all([
        own(viewer),
        activity.content.countViewsBy(viewer.id),
        activity.likes.countBy(viewer.id),
        activity.comments.countBy(viewer.id),
      ]);
      const user = toUser(row);
      const contentAllowance = isViewLimited(user)
        ? contentAllowanceOf(await activity.content.openedSlugs(viewer.id))
        : null;
      return { user, stats: { views, likes, comments }, contentAllowance };
    },

    async updateProfile(
      viewer: Viewer,
      patch: { name?: string | undefined; language?: string | undefined; country?: string | null | undefined },
    ): Promise<User> {
      const changes = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.language !== undefined ? { language: patch.language } : {}),
        ...(patch.country !== undefined ? { country: patch.country || null } : {}),
      };
      return toUser(await users.update(viewer.id, changes));
    },

    /** Changes the password and ends every other session; answers with a fresh token for this one. */
    async changePassword(
      viewer: Viewer,
      currentPassword: string,
      newPassword: string,
      client: Client,
    ): Promise<AuthResponse> {
      await checkPassword(await own(viewer), currentPassword);
      const hash = await hashPassword(newPassword);
      const { updated, keep } = await transact(async (trx) => {
        await users.update(viewer.id, { password_hash: hash }, trx);
        const kept = await sessions.endAllBut(viewer, client, trx);
        return { keep: kept, updated: await users.bumpTokenVersion(viewer.id, trx) };
      });
      return sessionOf(updated, tokens, keep);
    },

    /**
     * Deletes the account and its personal data (likes, follows, collections, notifications, tokens, photo).
     * Comments stay, shown as 'Deleted user', so replies keep their context.
     */
    async deleteAccount(viewer: Viewer, password: string): Promise<void> {
      const user = await own(viewer);
      await checkPassword(user, password);
      if (viewer.isAdmin && (await users.countAdmins()) <= 1) {
        throw new AppError(409, 'CONFLICT', 'The last admin account cannot be deleted');
      }
      await subscriptions.cancelBeforeDeletion(user.id);
      await users.delete(user.id);
      if (user.profile_photo?.startsWith(AVATAR_PREFIX)) await rm(avatarPath(user.profile_photo), { force: true });
    },

    /**
     * Accepts any decodable raster image (decided from the bytes, not the name or declared type),
     * re-encodes it as a square WebP without metadata under a random name, and drops the old photo.
     */
    async uploadPhoto(viewer: Viewer, bytes: Buffer): Promise<User> {
      const previous = (await own(viewer)).profile_photo;
      const output = await toWebp(bytes, { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' });
      const photo = await saveUpload(uploadsDir, 'avatars', output);
      const updated = await users.update(viewer.id, { profile_photo: photo });
      await removeUpload(uploadsDir, 'avatars', previous);
      return toUser(updated);
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
