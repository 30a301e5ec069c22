import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestModel, type TestUser } from '../../../test/factories.ts';
import { denylistRepository } from './denylist.repository.ts';
import { denylistService, normaliseUrl } from './denylist.service.ts';

// The URL denylist (docs/trust-and-safety.md#denylist): one spelling per link, and the content
// API refuses a denied link on create and on edit. Entries come from resolved severe reports
// (reports-evidence.test.ts covers that path); here they are added through the service directly.
const t = useTestApp();

let admin: TestUser;
let model: TestModel;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  model = await makeModel(t);
});

let seq = 0;
/** A fresh link on the file host, denied with the spelling given by `spell`. */
async function deny(spell: (url: string) => string = (u) => u): Promise<string> {
  seq += 1;
  const url = `https://${t.config.fileHostDomain}/d/denied-${seq}`;
  const denylist = denylistService(denylistRepository(t.database.db));
  await denylist.add({
    url: spell(url),
    reason: 'no_consent',
    reportId: null,
    addedBy: admin.id,
    at: new Date().toISOString(),
  });
  return url;
}

/** The link with its scheme and host in capitals (both are case-insensitive). */
const shouting = (url: string) =>
  url.replace('https://', 'HTTPS://').replace(t.config.fileHostDomain, t.config.fileHostDomain.toUpperCase());

const body = (url: string) => ({ title: `Listed ${seq}`, url, type: 'image', model_id: model.id, info: {} });
const create = (url: string, as: TestUser = admin) => t.request('POST', '/api/content', { as, body: body(url) });
const edit = (id: number, url: string) => t.request('PUT', `/api/content/${id}`, { as: admin, body: body(url) });

function expectRefused(res: Awaited<ReturnType<typeof create>>) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    error: 'This link was removed after a child-safety or consent report and cannot be listed again',
    code: 'CONFLICT',
  });
}

describe('normaliseUrl', () => {
  it.each([
    ['HTTPS://Files.Example.TEST/d/Pack', 'https://files.example.test/d/Pack'],
    ['https://files.example.test:443/d/pack', 'https://files.example.test/d/pack'],
    ['http://files.example.test:80/d/pack', 'http://files.example.test/d/pack'],
    ['https://files.example.test:8443/d/pack', 'https://files.example.test:8443/d/pack'],
    ['https://files.example.test/d/pack/', 'https://files.example.test/d/pack'],
    ['https://files.example.test/d/pack//#part-2', 'https://files.example.test/d/pack'],
    ['https://files.example.test/', 'https://files.example.test'],
    ['https://files.example.test/d/get?file=A.zip', 'https://files.example.test/d/get?file=A.zip'],
    ['  https://files.example.test/d/pack  ', 'https://files.example.test/d/pack'],
    ['  not a link  ', 'not a link'],
  ])('spells %s as %s', (raw, normalised) => {
    expect(normaliseUrl(raw)).toBe(normalised);
  });

  it('keeps the path and query case: they name different files', () => {
    expect(normaliseUrl('https://h.test/d/Pack')).not.toBe(normaliseUrl('https://h.test/d/pack'));
    expect(normaliseUrl('https://h.test/d?f=A')).not.toBe(normaliseUrl('https://h.test/d?f=a'));
  });
});

describe('the denylist', () => {
  it('stores one entry per link however often and however it is spelled', async () => {
    const url = await deny();
    const denylist = denylistService(denylistRepository(t.database.db));
    const at = new Date().toISOString();
    await denylist.add({ url: `${shouting(url)}/`, reason: 'child_content', reportId: null, addedBy: null, at });
    const rows = await t.database.db.selectFrom('url_denylist').selectAll().where('url', '=', url).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ url, reason: 'no_consent', added_by: admin.id });
  });

  it('refuses creating content with a denied link in any spelling (409), and allows other links', async () => {
    const url = await deny((u) => `${u}#from-the-report`);
    const host = t.config.fileHostDomain;
    for (const spelling of [url, `${url}/`, `${url}#top`, shouting(url), url.replace(host, `${host}:443`)])
      expectRefused(await create(spelling));
    expect((await create(`${url}?part=2`)).statusCode).toBe(201);
    expect((await create(`${url}-other`)).statusCode).toBe(201);
    const stored = await t.database.db.selectFrom('contents').select('url').where('url', 'like', `${url}%`).execute();
    expect(stored.map((r) => r.url).sort()).toEqual([`${url}-other`, `${url}?part=2`]);
  });

  it('refuses editing content to a denied link (409) and leaves the item as it was', async () => {
    const url = await deny();
    const item = await makeContent(t, { model });
    const before = await t.database.db
      .selectFrom('contents')
      .select(['url', 'title'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expectRefused(await edit(item.id, `${url}/`));
    const after = await t.database.db
      .selectFrom('contents')
      .select(['url', 'title'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect((await edit(item.id, `${url}-fine`)).statusCode).toBe(200);
  });

  it('is checked after the admin guard: a member sending a denied link gets 403, not a hint that it is denied', async () => {
    const url = await deny();
    const member = await makeUser(t, { verified: true });
    const res = await create(url, member);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).not.toMatch(/listed again/);
  });
});
