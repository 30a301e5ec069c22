import { describe, expect, it, beforeAll } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { denylistRepository } from '../denylist/denylist.repository.ts';
import { denylistService } from '../denylist/denylist.service.ts';

const t = useTestApp();
let admin: TestUser;
let member: TestUser;
let ip = 0;

beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  member = await makeUser(t);
  await denylistService(denylistRepository(t.database.db)).add({
    url: 'https://files.example.test/d/removed-pack',
    reason: 'child_content',
    reportId: null,
    addedBy: null,
    at: new Date().toISOString(),
  });
});

const HEADER = 'kind,model_id,name,photoUrl,age,birthDate,title,url,type,images,size,tags';
const GOOD = [
  'model,imp-ada,Ada Linden,https://img.example.test/ada.webp,29,,,,,,,"cosplay, gamer"',
  'content,imp-ada,,,,,Lantern Walk,https://files.example.test/d/lantern-walk,video,0,1048576,night',
  'model,imp-bo,Bo Tamsin,https://img.example.test/bo.webp,,,,,,,,',
  'content,imp-bo,,,,,Glass Garden,https://files.example.test/d/glass-garden,gallery,40,,"spring,garden"',
];
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n') + '\n';

/** Sends a file the way the admin page does (multipart) or as a typed body. */
function send(body: string, o: { dryRun?: boolean; type?: string; as?: TestUser | null; multipart?: string } = {}) {
  const query = `?dryRun=${o.dryRun ?? false}`;
  const as = o.as === null ? undefined : (o.as ?? admin);
  ip += 1;
  if (o.multipart) {
    const boundary = 'import-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${o.multipart}"\r\nContent-Type: application/octet-stream\r\n\r\n${body}\r\n--${boundary}--\r\n`;
    return t.request('POST', `/api/admin/imports${query}`, {
      as,
      ip: `10.36.0.${ip}`,
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }
  return t.request('POST', `/api/admin/imports${query}`, {
    as,
    ip: `10.36.0.${ip}`,
    body,
    headers: { 'content-type': o.type ?? 'text/csv' },
  });
}

const count = async (table: 'models' | 'contents') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/admin/imports', () => {
  it('reports every bad row of a dry run exactly, and changes nothing', async () => {
    const before = [await count('models'), await count('contents')];
    const res = await send(
      csv(
        GOOD[0]!,
        'model,,No Id,https://img.example.test/x.webp,,,,,,,,',
        'model,imp-kid,Young One,https://img.example.test/y.webp,16,,,,,,,',
        'model,imp-later,Later Born,https://img.example.test/z.webp,,2999-01-01,,,,,,',
        'content,imp-ada,,,,,No Link,not-a-url,video,,,',
        'content,imp-nobody,,,,,Orphan,https://files.example.test/d/orphan,video,,,',
        'content,imp-ada,,,,,Removed,https://files.example.test/d/removed-pack,video,,,',
        'content,imp-ada,,,,,Bad Count,https://files.example.test/d/bad-count,video,many,,',
        'person,imp-x,,,,,,,,,,',
        GOOD[0]!,
        GOOD[1]!,
      ),
      { dryRun: true },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ dryRun: true, created: 2, updated: 0, unchanged: 0 });
    expect(body.refused).toEqual([
      { row: 2, field: 'model_id', error: 'Model ID is required' },
      { row: 3, field: 'age', error: 'Age must be at least 18' },
      { row: 4, field: 'birthDate', error: 'Birth date must not be in the future' },
      { row: 5, field: 'url', error: 'Download URL must be an http(s) URL' },
      { row: 6, field: 'model_id', error: 'No model has model_id imp-nobody' },
      {
        row: 7,
        field: 'url',
        error: 'This link was removed after a child-safety or consent report and cannot be listed again',
      },
      { row: 8, field: 'images', error: 'Images must be a number' },
      { row: 9, field: 'kind', error: 'kind must be model or content' },
      { row: 10, field: 'model_id', error: 'model_id imp-ada is already in row 1 of this file' },
    ]);
    expect([await count('models'), await count('contents')]).toEqual(before);
  });

  it('applies a file, and the same file again changes nothing', async () => {
    const file = csv(...GOOD);
    const dry = (await send(file, { dryRun: true })).json();
    const first = await send(file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ dryRun: false, created: 4, updated: 0, unchanged: 0, refused: [] });
    expect(dry).toMatchObject({ created: 4, updated: 0, unchanged: 0, refused: [] });
    const after = [await count('models'), await count('contents')];
    const again = await send(file);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 4, refused: [] });
    expect([await count('models'), await count('contents')]).toEqual(after);

    const item = await t.database.db
      .selectFrom('contents')
      .innerJoin('models', 'models.id', 'contents.model_id')
      .select(['contents.title', 'contents.size', 'models.model_id', 'contents.slug'])
      .where('contents.url', '=', 'https://files.example.test/d/lantern-walk')
      .executeTakeFirstOrThrow();
    expect({ ...item, size: Number(item.size) }).toEqual({
      title: 'Lantern Walk',
      size: 1048576,
      model_id: 'imp-ada',
      slug: 'ada-linden-lantern-walk',
    });
    // The imported item's link is one link health checks, as a form-made item's is.
    const link = await t.database.db
      .selectFrom('content_links')
      .innerJoin('contents', 'contents.id', 'content_links.content_id')
      .select(['content_links.url', 'content_links.state', 'content_links.position'])
      .where('contents.url', '=', 'https://files.example.test/d/lantern-walk')
      .execute();
    expect(link).toEqual([{ url: 'https://files.example.test/d/lantern-walk', state: 'unknown', position: 0 }]);
  });

  it('updates the rows whose fields or tags changed, matching models by model_id and items by URL', async () => {
    const changed = csv(
      GOOD[0]!.replace('Ada Linden', 'Ada Linden-Moor'),
      GOOD[1]!,
      GOOD[2]!,
      GOOD[3]!.replace('"spring,garden"', 'spring'),
    );
    const res = await send(changed);
    expect(res.json()).toMatchObject({ created: 0, updated: 2, unchanged: 2 });
    const tags = await t.database.db
      .selectFrom('content_tags')
      .innerJoin('contents', 'contents.id', 'content_tags.content_id')
      .select('tag')
      .where('contents.url', '=', 'https://files.example.test/d/glass-garden')
      .execute();
    expect(tags.map((r) => r.tag)).toEqual(['spring']);
  });

  it('reads JSON arrays and NDJSON the same way, through a multipart field too', async () => {
    const records = [
      {
        kind: 'model',
        model_id: 'imp-cy',
        name: 'Cy Rowan',
        photoUrl: 'https://img.example.test/cy.webp',
        tags: ['dance'],
      },
      {
        kind: 'content',
        model_id: 'imp-cy',
        title: 'River Steps',
        url: 'https://files.example.test/d/river-steps',
        type: 'image',
        info: { images: 12 },
      },
      { kind: 'content', model_id: 'imp-cy', title: '', url: 'https://files.example.test/d/untitled' },
    ];
    const json = await send(JSON.stringify(records), { type: 'application/json' });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toMatchObject({
      created: 2,
      refused: [{ row: 3, field: 'title', error: 'Title is required' }],
    });
    const ndjson = await send(records.map((r) => JSON.stringify(r)).join('\n'), { type: 'application/x-ndjson' });
    expect(ndjson.json()).toMatchObject({ created: 0, unchanged: 2, refused: [{ row: 3, field: 'title' }] });
    const multipart = await send(records.map((r) => JSON.stringify(r)).join('\n'), { multipart: 'catalogue.ndjson' });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect(multipart.json()).toMatchObject({ created: 0, unchanged: 2 });
  });

  it('is for admins only, and refuses other content types and empty or broken uploads', async () => {
    expect((await send(csv(...GOOD), { as: null })).statusCode).toBe(401);
    expect((await send(csv(...GOOD), { as: member })).statusCode).toBe(403);
    const plain = await send('hello', { type: 'text/plain' });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().error).toMatch(/CSV, JSON or NDJSON/);
    expect((await send('hello', { multipart: 'notes.txt' })).statusCode).toBe(415);
    const empty = await send('', { type: 'text/csv' });
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'The file is empty']);
    expect((await send('x', { dryRun: 'maybe' as never })).statusCode).toBe(400);
  });

  it('keeps each import: listed, its report with progress, its refused rows as CSV, one audit entry', async () => {
    const res = await send(
      csv(
        'model,imp-dee,Dee Arden,https://img.example.test/dee.webp,,,,,,,,',
        'content,imp-dee,,,,,"Title, with comma",nope,video,,,',
      ),
    );
    const { id } = res.json();
    const report = await t.request('GET', `/api/admin/imports/${id}`, { as: admin });
    expect(report.json()).toMatchObject({
      id,
      status: 'done',
      dryRun: false,
      fileName: 'upload.csv',
      format: 'csv',
      rows: 2,
      percent: 100,
      created: 1,
      refusedCount: 1,
      refused: [{ row: 2, field: 'url' }],
    });
    const list = await t.request('GET', '/api/admin/imports', { as: admin });
    expect(list.json().imports[0]).toMatchObject({ id, refusedCount: 1 });
    const refused = await t.request('GET', `/api/admin/imports/${id}/refused.csv`, { as: admin });
    expect(refused.headers['content-type']).toMatch(/text\/csv/);
    expect(refused.body).toBe('row,field,error\n2,url,Download URL must be an http(s) URL\n');
    expect((await t.request('GET', `/api/admin/imports/${id}/refused.csv`, { as: member })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/admin/imports/999999', { as: admin })).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('entity', '=', 'catalogue_import')
      .where('entity_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'import', admin_id: admin.id });
  });
});

describe('banned terms, mirrors and external ids in imports', () => {
  it('refuses rows whose title, tags, name, aliases or bio hold a banned term, in a dry run and in the apply', async () => {
    const added = await t.request('POST', '/api/admin/banned-terms', { as: admin, body: { term: 'marzipan' } });
    expect(added.statusCode, added.body).toBe(201);
    const records = [
      { kind: 'model', photoUrl: 'https://img.example.test/holm.webp', model_id: 'ban-a', name: 'Marzi Pan' },
      {
        kind: 'model',
        photoUrl: 'https://img.example.test/holm.webp',
        model_id: 'ban-b',
        name: 'Bea Holm',
        aliases: ['Bea', 'MARZIPAN'],
      },
      {
        kind: 'model',
        photoUrl: 'https://img.example.test/holm.webp',
        model_id: 'ban-c',
        name: 'Cai Holm',
        bio: 'Loves m4rz1p4n and tea.',
      },
      {
        kind: 'model',
        photoUrl: 'https://img.example.test/holm.webp',
        model_id: 'ban-d',
        name: 'Dot Holm',
        tags: ['tea', 'marzipan'],
      },
      {
        kind: 'model',
        photoUrl: 'https://img.example.test/holm.webp',
        model_id: 'ban-ok',
        name: 'Eve Holm',
        bio: 'Loves tea.',
      },
      { kind: 'content', model_id: 'ban-ok', title: 'Marzipan Morning', url: 'https://files.example.test/d/ban-1' },
      {
        kind: 'content',
        model_id: 'ban-ok',
        title: 'Tea Time',
        url: 'https://files.example.test/d/ban-2',
        tags: 'tea, marzipan',
      },
    ];
    const file = records.map((r) => JSON.stringify(r)).join('\n');
    const expected = [
      { row: 1, field: 'name', error: 'The name contains the banned term "marzipan"' },
      { row: 2, field: 'aliases', error: 'The alias "MARZIPAN" contains the banned term "marzipan"' },
      { row: 3, field: 'bio', error: 'The bio contains the banned term "marzipan"' },
      { row: 4, field: 'tags', error: 'The tag "marzipan" contains the banned term "marzipan"' },
      { row: 6, field: 'title', error: 'The title contains the banned term "marzipan"' },
      { row: 7, field: 'tags', error: 'The tag "marzipan" contains the banned term "marzipan"' },
    ];
    const dry = await send(file, { dryRun: true, type: 'application/x-ndjson' });
    expect(dry.json()).toMatchObject({ created: 1, refused: expected });
    const applied = await send(file, { type: 'application/x-ndjson' });
    expect(applied.json()).toMatchObject({ created: 1, refused: expected });
    const names = await t.database.db
      .selectFrom('models')
      .select('model_id')
      .where('model_id', 'like', 'ban-%')
      .execute();
    expect(names.map((m) => m.model_id)).toEqual(['ban-ok']);
    expect(await t.database.db.selectFrom('contents').select('id').where('url', 'like', '%/d/ban-%').execute()).toEqual(
      [],
    );
  });

  const links = (url: string) =>
    t.database.db
      .selectFrom('content_links')
      .innerJoin('contents', 'contents.id', 'content_links.content_id')
      .select(['content_links.url', 'content_links.position'])
      .where('contents.url', '=', url)
      .orderBy('content_links.position')
      .execute();

  it('reads mirrors as extra download links (space-separated in CSV), checks them, and keeps them on re-import', async () => {
    const header = 'kind,model_id,name,photoUrl,title,url,mirrors';
    const file = [
      header,
      'model,mir-a,Mira Vale,https://img.example.test/mira.webp,,,',
      'content,mir-a,,,Harbour Lights,https://files.example.test/d/harbour,"https://mirror-one.example.test/harbour https://mirror-two.example.test/harbour"',
      'content,mir-a,,,Bad Mirror,https://files.example.test/d/bad-mirror,not-a-link',
      'content,mir-a,,,Removed Mirror,https://files.example.test/d/removed-mirror,https://files.example.test/d/removed-pack',
    ].join('\n');
    const first = (await send(file)).json();
    expect(first).toMatchObject({
      created: 2,
      refused: [
        { row: 3, field: 'mirrors', error: 'Mirror URL must be an http(s) URL' },
        { row: 4, field: 'url', error: expect.stringMatching(/cannot be listed again/) },
      ],
    });
    expect(await links('https://files.example.test/d/harbour')).toEqual([
      { url: 'https://files.example.test/d/harbour', position: 0 },
      { url: 'https://mirror-one.example.test/harbour', position: 1 },
      { url: 'https://mirror-two.example.test/harbour', position: 2 },
    ]);
    expect((await send(file)).json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const fewer = file.replace(' https://mirror-two.example.test/harbour', '');
    expect((await send(fewer)).json()).toMatchObject({ updated: 1, unchanged: 1 });
    expect((await links('https://files.example.test/d/harbour')).map((l) => l.url)).toEqual([
      'https://files.example.test/d/harbour',
      'https://mirror-one.example.test/harbour',
    ]);
  });

  it('matches items by external_id when given: a re-import updates (a new URL too), never duplicates', async () => {
    const header = 'kind,model_id,name,photoUrl,title,url,external_id';
    const file = (url: string, title = 'Quiet Dunes') =>
      [
        header,
        'model,ext-a,Ext Aster,https://img.example.test/aster.webp,,,',
        `content,ext-a,,,${title},${url},src-1001`,
      ].join('\n');
    expect((await send(file('https://files.example.test/d/dunes-v1'), { dryRun: true })).json()).toMatchObject({
      created: 2,
    });
    expect((await send(file('https://files.example.test/d/dunes-v1'))).json()).toMatchObject({ created: 2 });
    expect((await send(file('https://files.example.test/d/dunes-v1'))).json()).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    const moved = (await send(file('https://files.example.test/d/dunes-v2', 'Quiet Dunes II'))).json();
    expect(moved).toMatchObject({ created: 0, updated: 1, unchanged: 1, refused: [] });
    const rows = await t.database.db
      .selectFrom('contents')
      .select(['title', 'url', 'external_id'])
      .where('external_id', '=', 'src-1001')
      .execute();
    expect(rows).toEqual([
      { title: 'Quiet Dunes II', url: 'https://files.example.test/d/dunes-v2', external_id: 'src-1001' },
    ]);
    expect((await links('https://files.example.test/d/dunes-v2')).map((l) => l.url)).toEqual([
      'https://files.example.test/d/dunes-v2',
    ]);
    // An item listed before without an external id is adopted by its URL, not listed twice.
    const adopt = [
      header,
      'content,ext-a,,,Lantern Walk,https://files.example.test/d/lantern-walk,src-2002',
      'content,ext-a,,,Twice,https://files.example.test/d/twice,src-2002',
    ].join('\n');
    const adopted = (await send(adopt)).json();
    expect(adopted).toMatchObject({
      created: 0,
      updated: 1,
      refused: [{ row: 2, field: 'external_id', error: 'external_id src-2002 is already in row 1 of this file' }],
    });
    const lantern = await t.database.db
      .selectFrom('contents')
      .select(['external_id'])
      .where('url', '=', 'https://files.example.test/d/lantern-walk')
      .execute();
    expect(lantern).toEqual([{ external_id: 'src-2002' }]);
  });
});

describe('GET /api/admin/exports', () => {
  it.each(['csv', 'ndjson'] as const)('writes a %s file that imports back all unchanged', async (format) => {
    const res = await t.request('GET', `/api/admin/exports?format=${format}`, { as: admin });
    expect(res.statusCode).toBe(200);
    const rows = [await count('models'), await count('contents')];
    if (format === 'csv') expect(res.body.split('\n')[0]).toMatch(/,mirrors,external_id$/);
    expect(res.body).toContain('src-1001');
    expect(res.body).toContain('https://mirror-one.example.test/harbour');
    const back = await send(res.body, { type: format === 'csv' ? 'text/csv' : 'application/x-ndjson' });
    expect(back.json()).toMatchObject({ created: 0, updated: 0, unchanged: rows[0]! + rows[1]!, refused: [] });
  });

  it('is for admins only and names its formats', async () => {
    expect((await t.request('GET', '/api/admin/exports', { as: member })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/admin/exports?format=xml', { as: admin })).statusCode).toBe(400);
  });
});
