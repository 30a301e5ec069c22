import type { Kysely } from 'kysely';
import type { Content, ContentBody } from '@packdex/shared/schemas';
import { slugify } from '@packdex/shared/utils';
import { now } from '../../db/database.ts';
import type { DB, UserRow } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import type { ContentService } from './content.service.ts';

/** A slug not used yet: the wanted one, or with -2, -3… */
async function freeSlug(db: Kysely<DB>, wanted: string): Promise<string> {
  const base = wanted || 'content';
  const taken = new Set(
    (await db.selectFrom('contents').select('slug').where('slug', 'like', `${base}%`).execute()).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i += 1) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** Admin writes to the catalogue. Adding content tells the model's followers. */
export function contentAdminService(db: Kysely<DB>, content: ContentService, notifications: NotificationsRepository) {
  return {
    async create(admin: UserRow, input: ContentBody): Promise<Content> {
      const model = await db
        .selectFrom('models')
        .select(['id', 'name', 'slug'])
        .where('id', '=', input.model_id)
        .executeTakeFirst();
      if (!model) throw badRequest('Please select a model');
      const tags = [...new Set(input.tags)];
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const slug = await freeSlug(trx, slugify(input.slug || `${model.name} ${input.title}`));
        const row = await trx
          .insertInto('contents')
          .values({
            slug,
            title: input.title,
            url: input.url,
            thumbnail_url: input.thumbnailUrl ?? null,
            type: input.type,
            model_id: model.id,
            images: input.info.images,
            videos: input.info.videos,
            size: input.info.size,
            search_text: [input.title, ...tags, model.name].join(' '),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (tags.length)
          await trx
            .insertInto('content_tags')
            .values(tags.map((tag) => ({ content_id: row.id, tag })))
            .execute();
        const followers = await trx.selectFrom('follows').select('user_id').where('model_id', '=', model.id).execute();
        await notifications.insertMany(
          followers.map((f) => ({
            userId: f.user_id,
            type: 'model_follow' as const,
            title: `New from ${model.name}`,
            message: `${model.name} has a new pack: ${input.title}`,
            data: { contentId: row.id, modelId: model.id, contentSlug: slug, modelSlug: model.slug },
          })),
          trx,
        );
        await trx
          .insertInto('admin_audit_log')
          .values({
            admin_id: admin.id,
            action: 'create',
            entity: 'content',
            entity_id: row.id,
            details: JSON.stringify({ title: input.title }),
            created_at: at,
          })
          .execute();
        return row.id;
      });
      return content.byId(id, admin);
    },
  };
}
export type ContentAdminService = ReturnType<typeof contentAdminService>;
