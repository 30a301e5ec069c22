import { randomBytes } from 'node:crypto';
import { rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { AuthResponse, User } from '@packdex/shared/schemas';
import type { DB, UserRow } from '../../db/schema.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { TokenSigner } from '../../lib/tokens.ts';
import { toUser } from './user-mapper.ts';
import type { UsersRepository } from './users.repository.ts';

const AVATAR_SIZE = 256;
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const AVATAR_PREFIX = '/uploads/avatars/';

interface Deps {
  db: Kysely<DB>;
  users: UsersRepository;
  tokens: TokenSigner;
  uploadsDir: string;
}

/** The signed-in user's own account: dashboard, profile, password, photo and deletion. */
export function accountService({ db, users, tokens, uploadsDir }: Deps) {
  const avatarPath = (url: string) => path.join(uploadsDir, 'avatars', path.basename(url));

  async function checkPassword(user: UserRow, password: string) {
    if (!(await verifyPassword(user.password_hash, password))) throw unauthorized('Current password is incorrect');
  }

  return {
    async dashboard(user: UserRow) {
      return { user: toUser(user), stats: await users.activity(user.id) };
    },

    async updateProfile(
      user: UserRow,
      patch: { name?: string | undefined; language?: string | undefined; country?: string | null | undefined },
    ): Promise<User> {
      const changes = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.language !== undefined ? { language: patch.language } : {}),
        ...(patch.country !== undefined ? { country: patch.country || null } : {}),
      };
      return toUser(await users.update(user.id, changes));
    },

    /** Changes the password and ends every other session; answers with a fresh token for this one. */
    async changePassword(user: UserRow, currentPassword: string, newPassword: string): Promise<AuthResponse> {
      await checkPassword(user, currentPassword);
      const hash = await hashPassword(newPassword);
      const updated = await db.transaction().execute(async (trx) => {
        await users.update(user.id, { password_hash: hash }, trx);
        return users.bumpTokenVersion(user.id, trx);
      });
      return {
        user: toUser(updated),
        token: await tokens.sign({ userId: updated.id, tokenVersion: updated.token_version }),
      };
    },

    /**
     * Deletes the account and its personal data (likes, follows, notifications, tokens, photo).
     * Comments stay, shown as 'Deleted user', so replies keep their context.
     */
    async deleteAccount(user: UserRow, password: string): Promise<void> {
      await checkPassword(user, password);
      if (user.is_admin === 1) {
        const admins = await db.selectFrom('users').select('id').where('is_admin', '=', 1).execute();
        if (admins.length <= 1) throw new AppError(409, 'CONFLICT', 'The last admin account cannot be deleted');
      }
      await users.delete(user.id);
      if (user.profile_photo?.startsWith(AVATAR_PREFIX)) await rm(avatarPath(user.profile_photo), { force: true });
    },

    /**
     * Accepts any decodable raster image (decided from the bytes, not the name or declared type),
     * re-encodes it as a square WebP without metadata under a random name, and drops the old photo.
     */
    async uploadPhoto(user: UserRow, bytes: Buffer): Promise<User> {
      let output: Buffer;
      try {
        const image = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 });
        const meta = await image.metadata();
        if (!meta.format || !IMAGE_FORMATS.has(meta.format)) throw new Error(`unsupported format ${meta.format}`);
        output = await image
          .rotate()
          .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please select only image files.');
      }
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await mkdir(path.join(uploadsDir, 'avatars'), { recursive: true });
      await writeFile(path.join(uploadsDir, 'avatars', name), output);
      const updated = await users.update(user.id, { profile_photo: `${AVATAR_PREFIX}${name}` });
      if (user.profile_photo?.startsWith(AVATAR_PREFIX)) await rm(avatarPath(user.profile_photo), { force: true });
      return toUser(updated);
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
