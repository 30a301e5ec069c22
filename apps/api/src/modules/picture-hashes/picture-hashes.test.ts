import { mkdir, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { PictureHashListResponse } from '@packdex/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeModel, makeUser, type TestUser } from '../../../test/factories.ts';
import { alteredCopies, patternPicture } from '../../../test/pictures-made.ts';
import { completeRemovalRequest } from '../../../test/removal-forms.ts';
import { standInHost } from '../../../test/stand-in-host.ts';
import { outbound } from '../../lib/outbound.ts';
import { perceptualHash } from '../../lib/phash.ts';
import { pictureKey, pictureKeyOf } from '../../lib/pictures.ts';
import { picturesRepository } from '../pictures/pictures.repository.ts';
import { localPictureStore } from '../../lib/picture-store.ts';
import { picturesService } from '../pictures/pictures.service.ts';

// Known-bad pictures (docs/compliance.md#picture-hashes): pictures removed on an accepted removal
// request or a resolved severe report, and imported lists, block near-identical pictures from being
// stored again — uploaded or fetched — with an alert to the admins.
const blocked = await patternPicture(3);
const reported = await patternPicture(4);
const imported = await patternPicture(5);
const unrelated = await patternPicture(7);
// Made once, before the tests' clocks start: sharp's work is slow on a busy machine.
const copies = await alteredCopies(blocked);
const fetchedCopy = copies['cropped by 3% at the sides']!;
const image = (bytes: Buffer) => (_req: unknown, res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'image/png' }).end(bytes);
const host = await standInHost({ '/copy': image(fetchedCopy), '/other': image(unrelated) });
const t = useTestApp({ env: { OUTBOUND_ALLOW: host.hostPort } });
afterAll(() => host.close());

let admin: TestUser;
let moderator: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  moderator = await makeUser(t, { role: 'moderator' });
});

let seq = 0;
function upload(bytes: Buffer, field: 'thumbnail' | 'photo' = 'thumbnail') {
  const boundary = `----hash${(seq += 1)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: field === 'photo' ? '/api/models/photo' : '/api/content/thumbnail',
    headers: { ...admin.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
async function uploaded(bytes: Buffer, field: 'thumbnail' | 'photo' = 'thumbnail'): Promise<string> {
  const res = await upload(bytes, field);
  expect(res.statusCode, res.body).toBe(201);
  const body = await t.json<{ thumbnailUrl?: string; photoUrl?: string }>(res);
  return (body.thumbnailUrl ?? body.photoUrl)!;
}
const list = async () =>
  (await t.request('GET', '/api/admin/picture-hashes?limit=100', { as: admin })).json<PictureHashListResponse>();
const blockedAudits = () =>
  t.database.db
    .selectFrom('admin_audit_log')
    .select(['entity_id', 'details'])
    .where('action', '=', 'picture_hash.blocked')
    .orderBy('id')
    .execute();
const alerts = () =>
  t.database.db
    .selectFrom('mail_queue')
    .select(['to_address', 'text_body'])
    .where('kind', '=', 'picture_blocked')
    .execute();

describe('a picture removed on an accepted removal request', () => {
  it('is listed, and no altered copy of it can be uploaded again; a different picture can', async () => {
    const model = await makeModel(t);
    const thumbnailUrl = await uploaded(blocked);
    const created = await t.request('POST', '/api/content', {
      as: admin,
      body: {
        title: 'Hash Pack',
        url: 'https://files.example.test/d/hash-1',
        thumbnailUrl,
        type: 'gallery',
        tags: 'x',
        model_id: model.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const filed = await t.request('POST', '/api/removal-requests', {
      body: completeRemovalRequest([`/content/${(await t.json<{ slug: string }>(created)).slug}`]),
      ip: '100.90.0.1',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const request = filed.json<{ id: number; number: string }>();
    expect((await list()).hashes).toEqual([]);
    const accepted = await t.request('PUT', `/api/removal-requests/${request.id}`, {
      as: admin,
      body: { action: 'accept' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const entries = (await list()).hashes;
    expect(entries).toMatchObject([
      {
        hash: await perceptualHash(blocked),
        source: 'removal_request',
        sourceId: request.id,
        label: request.number,
        hits: 0,
      },
    ]);
    // The removed item's picture is gone, but its hash stays listed.
    expect(
      await t.database.db.selectFrom('pictures').select('id').where('key', '=', pictureKeyOf(thumbnailUrl)!).execute(),
    ).toEqual([]);

    const mailsBefore = (await alerts()).length;
    for (const [what, bytes] of Object.entries(copies)) {
      const res = await upload(bytes, what.includes('WebP') ? 'photo' : 'thumbnail');
      expect([what, res.statusCode, res.json<{ error: string }>().error]).toEqual([
        what,
        422,
        'This picture matches a picture removed from this site and cannot be stored.',
      ]);
    }
    expect((await list()).hashes[0]!.hits).toBe(Object.keys(copies).length);
    expect((await list()).hashes[0]!.lastHitAt).not.toBeNull();
    // Each refusal is audited and mailed to every admin.
    const audits = await blockedAudits();
    expect(audits).toHaveLength(Object.keys(copies).length);
    expect(audits.every((a) => a.entity_id === entries[0]!.id)).toBe(true);
    const admins = await t.database.db.selectFrom('users').select('email').where('is_admin', '=', 1).execute();
    const mails = (await alerts()).slice(mailsBefore);
    expect(mails).toHaveLength(Object.keys(copies).length * admins.length);
    expect(mails[0]!.text_body).toContain(`matches entry #${entries[0]!.id} of the known-bad picture list`);

    expect((await upload(unrelated)).statusCode).toBe(201);
  }, 120_000);

  it('is refused when fetched from an address: the picture fails with the reason, and the admins are alerted', async () => {
    const before = (await blockedAudits()).length;
    const res = await t.request('POST', '/api/models', {
      as: admin,
      body: { model_id: 'HASH-1', name: 'Hash Fetch Model', photoUrl: `${host.origin}/copy/a.png`, tags: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const model = await t.json<{ slug: string; photoUrl: string }>(
      await t.request('GET', `/api/models/${(await t.json<{ slug: string }>(res)).slug}`),
    );
    const row = await t.database.db
      .selectFrom('pictures')
      .select(['status', 'error', 'attempts'])
      .where('key', '=', pictureKeyOf(model.photoUrl)!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'failed',
      error: 'blocked: This picture matches a picture removed from this site and cannot be stored.',
      attempts: 1,
    });
    const audits = await blockedAudits();
    expect(audits).toHaveLength(before + 1);
    expect(JSON.parse(audits.at(-1)!.details!)).toMatchObject({ source: `${host.origin}/copy/a.png` });

    const other = await t.request('POST', '/api/models', {
      as: admin,
      body: { model_id: 'HASH-2', name: 'Hash Other Model', photoUrl: `${host.origin}/other/b.png`, tags: '' },
    });
    const shown = await t.json<{ photo: { status: string } }>(
      await t.request('GET', `/api/models/${(await t.json<{ slug: string }>(other)).slug}`),
    );
    expect(shown.photo.status).toBe('ready');
  });
});

describe('a picture of a resolved severe report', () => {
  it('is listed with the report, and its copies are refused', async () => {
    const photoUrl = await uploaded(reported, 'photo');
    const model = await t.request('POST', '/api/models', {
      as: admin,
      body: { model_id: 'HASH-3', name: 'Hash Reported Model', photoUrl, tags: '' },
    });
    const modelId = (await t.json<{ id: number }>(model)).id;
    const filed = await t.request('POST', '/api/reports', {
      body: { modelId, reason: 'no_consent' },
      ip: '172.30.0.9',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const reportId = filed.json<{ id: number }>().id;
    const resolved = await t.request('PUT', `/api/reports/${reportId}`, { as: admin, body: { status: 'resolved' } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await list()).hashes.find((h) => h.source === 'report')).toMatchObject({
      hash: await perceptualHash(reported),
      sourceId: reportId,
      label: `Report #${reportId}: no_consent`,
    });
    expect((await upload((await alteredCopies(reported))['cropped by 5% at the sides, as JPEG']!)).statusCode).toBe(
      422,
    );
  });
});

describe('an imported hash list', () => {
  it('lists each hash with its label (skipping comments and blank lines) and blocks those pictures', async () => {
    const hash = await perceptualHash(imported);
    const listed = (await list()).hashes[0]!.hash;
    const file = `# hashes shared by a partner\n\n${hash.toUpperCase()}  case 2026-114, fictional\n${listed}\n`;
    const res = await t.request('POST', '/api/admin/picture-hashes/import', { as: admin, body: { list: file } });
    expect([res.statusCode, res.json()]).toEqual([200, { added: 1, alreadyListed: 1 }]);
    expect((await list()).hashes[0]).toMatchObject({ hash, label: 'case 2026-114, fictional', source: 'import' });
    expect((await upload((await alteredCopies(imported))['WebP at quality 50']!)).statusCode).toBe(422);
  });

  it('adds nothing from a file with a bad line, and answers 400 naming it', async () => {
    const before = (await list()).pagination.totalItems;
    const res = await t.request('POST', '/api/admin/picture-hashes/import', {
      as: admin,
      body: { list: '0123456789abcdef\nnot-a-hash label\n' },
    });
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([
      400,
      'Lines 2 do not start with a 16-hex-digit hash',
    ]);
    expect((await list()).pagination.totalItems).toBe(before);
  });

  it('is for admins only; an entry removed no longer blocks its picture', async () => {
    for (const as of [moderator, await makeUser(t)]) {
      expect((await t.request('GET', '/api/admin/picture-hashes', { as })).statusCode).toBe(403);
      const post = await t.request('POST', '/api/admin/picture-hashes/import', {
        as,
        body: { list: '0123456789abcdef' },
      });
      expect(post.statusCode).toBe(403);
    }
    expect((await t.request('GET', '/api/admin/picture-hashes')).statusCode).toBe(401);
    const entry = (await list()).hashes.find((h) => h.source === 'import' && h.label?.startsWith('case'))!;
    const removed = await t.request('DELETE', `/api/admin/picture-hashes/${entry.id}`, { as: admin });
    expect(removed.statusCode).toBe(200);
    expect((await t.request('DELETE', `/api/admin/picture-hashes/${entry.id}`, { as: admin })).statusCode).toBe(404);
    expect((await upload(imported)).statusCode).toBe(201);
  });
});

describe('pictures stored before hashing began', () => {
  it('are hashed from their originals by the backfill; an unreadable one is marked and not tried again', async () => {
    const pictures = picturesRepository(t.database.db);
    const originalsDir = t.config.pictures.originalsDir;
    await mkdir(originalsDir, { recursive: true });
    const old = pictureKey();
    const lost = pictureKey();
    await writeFile(path.join(originalsDir, `${old}.png`), unrelated);
    const at = new Date().toISOString();
    for (const key of [old, lost])
      await pictures.insert({
        key,
        source_url: null,
        status: 'ready',
        at,
        width: 800,
        height: 600,
        widths: '320,640,800',
        placeholder: 'x',
        original: `${key}.png`,
      });
    const service = picturesService({
      pictures,
      http: outbound({ allow: new Set(), userAgent: 'test' }),
      store: localPictureStore({ uploadsDir: t.config.uploadsDir, originalsDir }),
      maxBytes: t.config.pictures.maxBytes,
      onLanded: () => Promise.resolve(),
    });
    expect(await service.backfillHashes(1)).toBe(1);
    const rows = await t.database.db
      .selectFrom('pictures')
      .select(['key', 'phash'])
      .where('key', 'in', [old, lost])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.key, r.phash]))).toEqual({
      [old]: await perceptualHash(unrelated),
      [lost]: '',
    });
    expect(await service.backfillHashes()).toBe(0);
  });
});
