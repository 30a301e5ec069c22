import { createHash } from 'node:crypto';
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Tags become entities (issue 39): `tags` (name, slug, optional parent, the count of visible items
 * and profiles carrying it) and `tag_aliases` (other names that find the tag).
 *
 * `content_tags` and `model_tags` keep their text column, which now always holds a tag's name: the
 * answers' `tags: string[]` read as before, a rename rewrites those rows, a merge moves them.
 *
 * - `tags_slug_idx` / `tags_name_idx`: one tag per slug and per name; `tag_aliases_slug_idx`: an
 *   alias finds one tag.
 * - `tags_count_idx` / `tags_parent_idx`: the public list by popularity, a tag's children.
 * - `content_tags_tag_content_idx` / `model_tags_tag_model_idx`: the tag filter reads a tag's rows
 *   from the index alone (the older `(tag)` indexes needed the table for the owner's id).
 * - Triggers (both engines) keep `count` equal to the visible rows carrying the tag, whatever writes
 *   them: a tag row added or removed, an item hidden or shown, an item deleted.
 *
 * Backfill: each distinct string becomes a tag; strings with the same slug become one tag (the most
 * used spelling is its name, the others its aliases) and their rows say the name.
 */
const TAGGED = [
  { rows: 'contents', tags: 'content_tags', owner: 'content_id' },
  { rows: 'models', tags: 'model_tags', owner: 'model_id' },
] as const;

function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // A name with no Latin letter or digit still gets a stable slug.
  return (
    slug.slice(0, 80).replace(/-+$/g, '') ||
    `t-${createHash('sha1').update(text.toLowerCase()).digest('hex').slice(0, 10)}`
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('tags')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('tags.id').onDelete('set null'))
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tags_slug_idx').unique().on('tags').column('slug').execute();
  await db.schema.createIndex('tags_name_idx').unique().on('tags').column('name').execute();
  await db.schema.createIndex('tags_count_idx').on('tags').columns(['count', 'id']).execute();
  await db.schema.createIndex('tags_parent_idx').on('tags').column('parent_id').execute();
  await db.schema
    .createTable('tag_aliases')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tag_aliases_slug_idx').unique().on('tag_aliases').column('slug').execute();
  await db.schema.createIndex('tag_aliases_tag_idx').on('tag_aliases').column('tag_id').execute();
  await db.schema
    .createIndex('content_tags_tag_content_idx')
    .on('content_tags')
    .columns(['tag', 'content_id'])
    .execute();
  await db.schema.createIndex('model_tags_tag_model_idx').on('model_tags').columns(['tag', 'model_id']).execute();

  // Backfill: the distinct strings, with how often each is used.
  const used = new Map<string, number>();
  for (const { tags } of TAGGED) {
    const rows = await sql<{
      tag: string;
      n: number | string;
    }>`select tag, count(*) as n from ${sql.table(tags)} group by tag`.execute(db);
    for (const r of rows.rows) used.set(r.tag, (used.get(r.tag) ?? 0) + Number(r.n));
  }
  const bySlug = new Map<string, string[]>();
  for (const [name] of [...used].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    const slug = slugOf(name);
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), name]);
  }
  const at = new Date().toISOString();
  for (const [slug, [name, ...variants]] of bySlug) {
    const inserted = await db
      .insertInto('tags')
      .values({ name, slug, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    for (const variant of variants) {
      for (const { tags, owner } of TAGGED) {
        // Rows already carrying the name lose the variant; the others are renamed.
        await sql`delete from ${sql.table(tags)} where tag = ${variant} and ${sql.ref(owner)} in (select ${sql.ref(owner)} from ${sql.table(tags)} where tag = ${name})`.execute(
          db,
        );
        await db.updateTable(tags).set({ tag: name }).where('tag', '=', variant).execute();
      }
      const aliasSlug = slugOf(variant);
      if (aliasSlug !== slug)
        await db.insertInto('tag_aliases').values({ tag_id: id, name: variant, slug: aliasSlug }).execute();
    }
  }
  await sql`update tags set count =
    (select count(*) from content_tags t join contents c on c.id = t.content_id where t.tag = tags.name and c.hidden_at is null)
    + (select count(*) from model_tags t join models m on m.id = t.model_id where t.tag = tags.name and m.hidden_at is null)`.execute(
    db,
  );

  for (const { rows, tags, owner } of TAGGED) {
    const visible = (row: 'NEW' | 'OLD') =>
      sql.raw(`exists (select 1 from ${rows} r where r.id = ${row}.${owner} and r.hidden_at is null)`);
    const shown = sql.raw(`(case when NEW.hidden_at is null then 1 else -1 end)`);
    const toggled = sql.raw(`(OLD.hidden_at is null) <> (NEW.hidden_at is null)`);
    const ofRow = (row: 'NEW' | 'OLD') => sql.raw(`(select t.tag from ${tags} t where t.${owner} = ${row}.id)`);
    const statements = {
      [`${tags}_count_insert`]: {
        on: sql.raw(`after insert on ${tags}`),
        body: sql`update tags set count = count + 1 where name = NEW.tag and ${visible('NEW')}`,
      },
      [`${tags}_count_delete`]: {
        on: sql.raw(`after delete on ${tags}`),
        body: sql`update tags set count = count - 1 where name = OLD.tag and ${visible('OLD')}`,
      },
      [`${rows}_tags_count_hidden`]: {
        on: sql.raw(`after update of hidden_at on ${rows}`),
        when: toggled,
        body: sql`update tags set count = count + ${shown} where name in ${ofRow('NEW')}`,
      },
      [`${rows}_tags_count_delete`]: {
        on: sql.raw(`before delete on ${rows}`),
        when: sql.raw('OLD.hidden_at is null'),
        body: sql`update tags set count = count - 1 where name in ${ofRow('OLD')}`,
      },
    };
    for (const [name, { on, body, when }] of Object.entries(statements)) {
      const trigger = sql.raw(name);
      const condition = when ? sql` when (${when})` : sql``;
      if (postgres) {
        const returns = sql.raw(name.endsWith('_delete') && !name.startsWith(tags) ? 'OLD' : 'NULL');
        await sql`create function ${trigger}() returns trigger language plpgsql as $$ begin ${body}; return ${returns}; end $$`.execute(
          db,
        );
        await sql`create trigger ${trigger} ${on} for each row${condition} execute function ${trigger}()`.execute(db);
      } else {
        await sql`create trigger ${trigger} ${on} for each row${condition} begin ${body}; end`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { rows, tags } of TAGGED) {
    for (const name of [
      `${tags}_count_insert`,
      `${tags}_count_delete`,
      `${rows}_tags_count_hidden`,
      `${rows}_tags_count_delete`,
    ]) {
      if (postgres) {
        await sql`drop trigger if exists ${sql.raw(name)} on ${sql.table(name.startsWith(tags) ? tags : rows)}`.execute(
          db,
        );
        await sql`drop function if exists ${sql.raw(name)}()`.execute(db);
      } else await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
    }
  }
  await db.schema.dropIndex('model_tags_tag_model_idx').execute();
  await db.schema.dropIndex('content_tags_tag_content_idx').execute();
  await db.schema.dropTable('tag_aliases').execute();
  await db.schema.dropTable('tags').execute();
}
