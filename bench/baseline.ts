// The raw baseline of `npm run bench`, run as its own process on the benchmark's SQLite
// file: a minimal Fastify route doing the home list's query, count and tags with better-sqlite3
// prepared statements and an AES-256-GCM envelope of the page, compressed for the browser headers
// every scenario sends (as the site does), nothing else. Beside it, `/limit`: the first page's bytes,
// encoded once, answered from memory: what a cached page can at best be (the physical limit).
// `node bench/baseline.ts <sqlite file> <port>`
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Sqlite from 'better-sqlite3';
import Fastify from 'fastify';
import { encryptEnvelopeText } from '@packdex/shared/envelope/node';
import { DEV_ENVELOPE_KEY } from '../apps/api/src/config.ts';

const [file, port] = process.argv.slice(2);
const db = new Sqlite(file, { readonly: true });
const page = db.prepare(
  `select c.id, c.slug, c.title, c.url, c.thumbnail_url, c.type, c.model_id, c.views, c.images, c.videos,
          c.size, c.created_at, m.name as model_name, m.photo_url as model_photo_url, m.slug as model_slug,
          m.bio as model_bio
     from contents c left join models m on m.id = c.model_id
    where c.hidden_at is null
    order by c.created_at desc, c.id desc
    limit ? offset ?`,
);
const count = db.prepare('select count(*) as n from contents where hidden_at is null');
const tags = db.prepare(
  'select content_id, tag from content_tags where content_id in (select value from json_each(?)) order by tag',
);

interface Row {
  id: number;
  slug: string;
  title: string;
  url: string;
  thumbnail_url: string | null;
  type: string;
  model_id: number | null;
  views: number;
  images: number;
  videos: number;
  size: number;
  created_at: string;
  model_name: string | null;
  model_photo_url: string | null;
  model_slug: string | null;
  model_bio: string | null;
}

function pageOf(p: number, limit: number): string {
  const rows = page.all(limit, (p - 1) * limit) as Row[];
  const { n } = count.get() as { n: number };
  const byId = new Map<number, string[]>();
  for (const t of tags.all(JSON.stringify(rows.map((r) => r.id))) as { content_id: number; tag: string }[]) {
    const list = byId.get(t.content_id);
    if (list) list.push(t.tag);
    else byId.set(t.content_id, [t.tag]);
  }
  const body = {
    contents: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      url: r.url,
      thumbnailUrl: r.thumbnail_url,
      type: r.type,
      tags: byId.get(r.id) ?? [],
      model_id: r.model_id,
      model: r.model_name
        ? { name: r.model_name, photoUrl: r.model_photo_url ?? '', slug: r.model_slug, bio: r.model_bio }
        : null,
      views: r.views,
      createdAt: r.created_at,
      info: { images: r.images, videos: r.videos, size: r.size },
    })),
    pagination: { page: p, limit, total: n, totalPages: Math.ceil(n / limit) },
  };
  return JSON.stringify(encryptEnvelopeText(JSON.stringify(body), DEV_ENVELOPE_KEY));
}

const app = Fastify({ logger: false });
await app.register(fastifyCompress, { global: true, threshold: 1024 });
app.get('/api/content', async (request, reply) => {
  const q = request.query as { page?: string; limit?: string };
  const p = Math.max(1, Number(q.page ?? 1));
  const limit = Math.min(100, Math.max(1, Number(q.limit ?? 24)));
  return reply.header('content-type', 'application/json; charset=utf-8').send(pageOf(p, limit));
});

const constant = pageOf(1, 24);
const encoded = { br: zlib.brotliCompressSync(constant), gzip: zlib.gzipSync(constant) };
app.get('/limit', async (request, reply) => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!encoding) return reply.send(constant);
  return reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding').send(encoded[encoding]);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('baseline listening\n');
