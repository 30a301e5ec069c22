import { MAX_ID } from '@packdex/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { makeContent, makeUser } from '../../test/factories.ts';

const t = useTestApp();
let auth: Record<string, string>;
let contentId: number;
let modelId: number;
let address = 0;
// Each request from its own address, so per-address write limits stay out of what is measured.
const nextAddress = () => `10.77.${(address >> 8) & 255}.${(address += 1) & 255}`;

beforeAll(async () => {
  auth = (await makeUser(t, { admin: true })).auth;
  const content = await makeContent(t);
  contentId = content.id;
  modelId = content.modelId!;
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface IdCase {
  method: Method;
  /** The OpenAPI path, with `{id}` where the path takes one. */
  path: string;
  field: string;
  in: 'path' | 'query' | 'body';
  /** The rest of a valid body, when the id travels in one. */
  body?: () => Record<string, unknown>;
  /** An unknown id is not an error here (reverting a reporter with no reports withdraws nothing). */
  unknownIsFine?: boolean;
}

const link = { title: 'A pack', url: 'https://files.packdex.example/x', tags: [] };
const modelForm = { model_id: 'RANGE-1', name: 'Range Model', photoUrl: 'https://img.example.test/r.webp' };
// Every operation that takes an id; the guard below fails when a new one is missing here.
const ID_CASES: IdCase[] = [
  ...(
    [
      ['GET', '/api/content/{id}'],
      ['GET', '/api/content/{id}/related'],
      ['GET', '/api/content/{id}/similar'],
      ['GET', '/api/content/model/{id}'],
      ['POST', '/api/content/{id}/view'],
      ['POST', '/api/content/{id}/check'],
      ['GET', '/api/admin/link-health/items/{id}/checks'],
      ['POST', '/api/admin/link-health/links/{id}/false-positive'],
      ['POST', '/api/models/{id}/follow'],
      ['PUT', '/api/notifications/{id}/read'],
      ['DELETE', '/api/comments/{id}'],
      ['POST', '/api/comments/{id}/like'],
      ['GET', '/api/collections/{id}'],
      ['DELETE', '/api/collections/{id}'],
    ] as const
  ).map(([method, path]): IdCase => ({ method, path, field: 'id', in: 'path' })),
  { method: 'POST', path: '/api/content/{id}/share', field: 'id', in: 'path', body: () => ({ platform: 'copy' }) },
  { method: 'PUT', path: '/api/comments/{id}', field: 'id', in: 'path', body: () => ({ text: 'edited' }) },
  { method: 'PUT', path: '/api/reports/{id}', field: 'id', in: 'path', body: () => ({ status: 'reviewed' }) },
  { method: 'PUT', path: '/api/collections/{id}', field: 'id', in: 'path', body: () => ({ public: true }) },
  { method: 'POST', path: '/api/collections/{id}/items', field: 'id', in: 'path', body: () => ({ contentId }) },
  { method: 'POST', path: '/api/collections/{id}/items', field: 'contentId', in: 'body', body: () => ({}) },
  { method: 'DELETE', path: '/api/collections/{id}/items/{contentId}', field: 'id', in: 'path' },
  { method: 'DELETE', path: '/api/collections/{id}/items/{contentId}', field: 'contentId', in: 'path' },
  // An unknown item is in none of the account's collections: each answers `contains: false`.
  { method: 'GET', path: '/api/collections', field: 'contentId', in: 'query', unknownIsFine: true },
  { method: 'PATCH', path: '/api/saved-searches/{id}', field: 'id', in: 'path', body: () => ({ name: 'Renamed' }) },
  { method: 'DELETE', path: '/api/saved-searches/{id}', field: 'id', in: 'path' },
  { method: 'GET', path: '/api/comments', field: 'contentId', in: 'query' },
  { method: 'GET', path: '/api/comments', field: 'modelId', in: 'query' },
  { method: 'GET', path: '/api/likes/stats', field: 'contentId', in: 'query' },
  { method: 'GET', path: '/api/likes/stats', field: 'modelId', in: 'query' },
  { method: 'POST', path: '/api/likes/toggle', field: 'contentId', in: 'body', body: () => ({}) },
  { method: 'POST', path: '/api/likes/toggle', field: 'modelId', in: 'body', body: () => ({}) },
  { method: 'POST', path: '/api/comments', field: 'contentId', in: 'body', body: () => ({ text: 'hi' }) },
  { method: 'POST', path: '/api/comments', field: 'modelId', in: 'body', body: () => ({ text: 'hi' }) },
  { method: 'POST', path: '/api/comments', field: 'parentId', in: 'body', body: () => ({ contentId, text: 'hi' }) },
  { method: 'POST', path: '/api/reports', field: 'contentId', in: 'body', body: () => ({ reason: 'spam' }) },
  { method: 'POST', path: '/api/reports', field: 'modelId', in: 'body', body: () => ({ reason: 'spam' }) },
  { method: 'POST', path: '/api/reports', field: 'commentId', in: 'body', body: () => ({ reason: 'spam' }) },
  { method: 'POST', path: '/api/recommendations', field: 'modelId', in: 'body', body: () => ({ description: 'x' }) },
  { method: 'POST', path: '/api/content', field: 'model_id', in: 'body', body: () => link },
  { method: 'PUT', path: '/api/content/{id}', field: 'id', in: 'path', body: () => ({ ...link, model_id: modelId }) },
  { method: 'PUT', path: '/api/content/{id}', field: 'model_id', in: 'body', body: () => link },
  { method: 'DELETE', path: '/api/content/{id}', field: 'id', in: 'path' },
  { method: 'PUT', path: '/api/models/{id}', field: 'id', in: 'path', body: () => modelForm },
  { method: 'DELETE', path: '/api/models/{id}', field: 'id', in: 'path' },
  { method: 'GET', path: '/api/reports/{id}/evidence', field: 'id', in: 'path' },
  { method: 'PUT', path: '/api/dmca/notices/{id}', field: 'id', in: 'path', body: () => ({ action: 'accept' }) },
  { method: 'PUT', path: '/api/removal-requests/{id}', field: 'id', in: 'path', body: () => ({ action: 'accept' }) },
  { method: 'DELETE', path: '/api/admin/banned-terms/{id}', field: 'id', in: 'path' },
  { method: 'DELETE', path: '/api/admin/picture-hashes/{id}', field: 'id', in: 'path' },
  {
    method: 'POST',
    path: '/api/reports/revert',
    field: 'reporterId',
    in: 'body',
    body: () => ({}),
    unknownIsFine: true,
  },
  { method: 'PUT', path: '/api/admin/users/{id}', field: 'id', in: 'path', body: () => ({ suspended: true }) },
  { method: 'PUT', path: '/api/admin/users/{id}/role', field: 'id', in: 'path', body: () => ({ role: 'editor' }) },
  {
    method: 'PUT',
    path: '/api/admin/users/{id}/trusted-flagger',
    field: 'id',
    in: 'path',
    body: () => ({ trusted: true }),
  },
  {
    method: 'PUT',
    path: '/api/admin/recommendations/{id}',
    field: 'id',
    in: 'path',
    body: () => ({ status: 'handled' }),
  },
  {
    method: 'PUT',
    path: '/api/admin/support-messages/{id}',
    field: 'id',
    in: 'path',
    body: () => ({ status: 'handled' }),
  },
  {
    method: 'POST',
    path: '/api/admin/content/bulk',
    field: 'modelId',
    in: 'body',
    body: () => ({ action: 'changeModel', ids: [contentId] }),
  },
  { method: 'GET', path: '/api/admin/imports/{id}', field: 'id', in: 'path' },
  { method: 'POST', path: '/api/admin/imports/{id}/resume', field: 'id', in: 'path' },
  { method: 'GET', path: '/api/admin/imports/{id}/refused.csv', field: 'id', in: 'path' },
  { method: 'GET', path: '/api/admin/bulk/{id}', field: 'id', in: 'path' },
  { method: 'GET', path: '/api/admin/models/{id}/photos', field: 'id', in: 'path' },
  {
    method: 'POST',
    path: '/api/admin/models/{id}/photos',
    field: 'id',
    in: 'path',
    body: () => ({ url: 'https://img.example.test/p.webp' }),
  },
  { method: 'PUT', path: '/api/admin/models/{id}/photos/order', field: 'id', in: 'path', body: () => ({ ids: [1] }) },
  { method: 'PUT', path: '/api/admin/models/{id}/photos/{photoId}/main', field: 'id', in: 'path' },
  { method: 'PUT', path: '/api/admin/models/{id}/photos/{photoId}/main', field: 'photoId', in: 'path' },
  { method: 'DELETE', path: '/api/admin/models/{id}/photos/{photoId}', field: 'id', in: 'path' },
  { method: 'DELETE', path: '/api/admin/models/{id}/photos/{photoId}', field: 'photoId', in: 'path' },
  { method: 'GET', path: '/api/admin/models/{id}/consent', field: 'id', in: 'path' },
  { method: 'POST', path: '/api/admin/models/{id}/consent', field: 'id', in: 'path' },
  { method: 'GET', path: '/api/admin/models/{id}/consent/{recordId}/file', field: 'id', in: 'path' },
  { method: 'GET', path: '/api/admin/models/{id}/consent/{recordId}/file', field: 'recordId', in: 'path' },
  { method: 'DELETE', path: '/api/admin/models/{id}/consent/{recordId}', field: 'id', in: 'path' },
  { method: 'DELETE', path: '/api/admin/models/{id}/consent/{recordId}', field: 'recordId', in: 'path' },
  // The path's kind is filled with a number like every other part, so both answers are a 400.
  {
    method: 'PUT',
    path: '/api/admin/review/{kind}/{id}',
    field: 'id',
    in: 'path',
    body: () => ({ action: 'publish' }),
  },
  { method: 'POST', path: '/api/admin/tags/{id}/merge', field: 'id', in: 'path', body: () => ({ into: 1 }) },
  { method: 'POST', path: '/api/admin/tags/{id}/aliases', field: 'id', in: 'path', body: () => ({ name: 'Alias' }) },
  { method: 'DELETE', path: '/api/admin/tags/{id}/aliases/{slug}', field: 'id', in: 'path' },
  { method: 'PUT', path: '/api/admin/tags/{id}', field: 'id', in: 'path', body: () => ({ name: 'Renamed' }) },
  { method: 'PUT', path: '/api/admin/tags/{id}', field: 'parentId', in: 'body', body: () => ({}) },
];

function send(c: IdCase, id: number) {
  // A path's other ids (a collection item's content) are a real item's.
  const url =
    c.in === 'path'
      ? c.path.replace(`{${c.field}}`, String(id)).replace(/\{\w+\}/g, String(contentId))
      : c.in === 'query'
        ? `${c.path}?${c.field}=${id}`
        : c.path.replace('{id}', String(contentId));
  const body = c.in === 'body' ? { ...c.body?.(), [c.field]: id } : c.body?.();
  return t.app.inject({ method: c.method, url, headers: auth, remoteAddress: nextAddress(), payload: body });
}

const ID_NAME = /^(id|[a-z]+Id|[a-z]+_id)$/;
/** Ids that are random text, not database ids (a session's is 128 random bits). */
const TEXT_IDS = new Set(['DELETE /api/account/sessions/{id} id']);
interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

describe('ids beyond the 32-bit id columns', () => {
  it('the table covers every operation of the API that takes an id', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, OpenApiOperation>>;
    }>();
    const found = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        for (const p of op.parameters ?? []) {
          const key = `${method.toUpperCase()} ${path} ${p.name}`;
          if (ID_NAME.test(p.name) && !TEXT_IDS.has(key)) found.add(key);
        }
        const props = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        // A model's model_id is its text identifier, not a database id.
        for (const [name, schema] of Object.entries(props))
          if (ID_NAME.test(name) && (schema as { type?: string }).type !== 'string')
            found.add(`${method.toUpperCase()} ${path} ${name}`);
      }
    }
    expect([...found].sort()).toEqual(ID_CASES.map((c) => `${c.method} ${c.path} ${c.field}`).sort());
  });

  it.each(ID_CASES)(
    '$method $path answers $field = 2147483648 with a 400, and the largest id without a 5xx',
    async (c) => {
      const over = await send(c, MAX_ID + 1);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringContaining('2147483647') });
      const largest = await send(c, MAX_ID);
      expect(largest.statusCode).toBeLessThan(500);
      if (c.unknownIsFine) return;
      expect(largest.statusCode).toBeGreaterThanOrEqual(400);
      expect(largest.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    },
  );

  it('answers page numbers past the range with a 400', async () => {
    const res = await t.app.inject({ url: `/api/content?page=${MAX_ID + 1}` });
    expect(res.statusCode).toBe(400);
    // Within the range, a page past the depth a list reaches is a 400 too (list-depth.test.ts).
    const deep = await t.app.inject({ url: `/api/content?page=${MAX_ID}` });
    expect(deep.statusCode).toBe(400);
    expect(deep.json<{ error: string }>().error).toContain('first 24,000 results');
    expect((await t.app.inject({ url: '/api/content?page=1000' })).statusCode).toBe(200);
  });
});

describe('control characters in text', () => {
  const NUL_REQUESTS: [string, Method, string, (() => Record<string, unknown>)?][] = [
    ['a content slug', 'GET', '/api/content/slug/%00'],
    ['a model slug', 'GET', '/api/models/a%00b'],
    ['a content search', 'GET', '/api/content?search=%00'],
    ['a model search', 'GET', '/api/models?search=a%00b'],
    ['a suggestion query', 'GET', '/api/search/suggestions?q=ab%00'],
    ['a comment', 'POST', '/api/comments', () => ({ contentId, text: 'hi\u0000there' })],
    ['an edited profile name', 'PUT', '/api/auth/profile', () => ({ name: 'Ann\u0000' })],
    ['a new account name', 'POST', '/api/auth/register', () => newAccount({ name: 'A\u0000' })],
    ['a contact message', 'POST', '/api/support/messages', () => contact({ message: 'x\u0000' })],
    ['a contact name with a line break', 'POST', '/api/support/messages', () => contact({ name: 'Ann\nLee' })],
    ['a report description', 'POST', '/api/reports', () => ({ contentId, reason: 'spam', description: '\u0000' })],
    ['a content title', 'POST', '/api/content', () => ({ ...link, model_id: modelId, title: 'T\u0000' })],
    ['a content link', 'POST', '/api/content', () => ({ ...link, model_id: modelId, url: `${link.url}\u0000` })],
    ['a verification token', 'POST', '/api/auth/verify-email', () => ({ token: 'abc\u0000' })],
    ['a name with a C1 control', 'PUT', '/api/auth/profile', () => ({ name: 'Ann\u0085' })],
    ['a saved search name', 'POST', '/api/saved-searches', () => ({ name: 'S\u0000', query: { search: 'x' } })],
    ['a saved search query', 'POST', '/api/saved-searches', () => ({ name: 'S', query: { search: 'x\u0000' } })],
  ];
  const newAccount = (o: object) => ({
    name: 'A',
    email: 'nul@example.test',
    password: 'secret-pass',
    ageConfirmed: true,
    ...o,
  });
  const contact = (o: object) => ({
    name: 'Ann',
    email: 'a@example.test',
    subject: 'technical-support',
    message: 'Hi',
    ...o,
  });

  it.each(NUL_REQUESTS)('refuses a control character in %s with a 400', async (_label, method, url, body) => {
    const res = await t.app.inject({ method, url, headers: auth, remoteAddress: nextAddress(), payload: body?.() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringMatching(/control characters/) });
  });

  it('keeps tab and line breaks in a comment', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: auth,
      payload: { contentId, text: 'line one\n\tline two' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ text: string }>().text).toBe('line one\n\tline two');
  });

  it('serves the page shell for a slug with a NUL byte, without a preview', async () => {
    const res = await t.app.inject({ url: '/content/%00', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('og:title');
  });
});

describe('malformed multipart uploads', () => {
  const boundary = '----packdexBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const CASES: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', `${head}abc\r\n--${boundary}--\r\n`],
    ['a body cut off inside the file', `multipart/form-data; boundary=${boundary}`, `${head}abcdef`],
    ['a body cut off inside the part head', `multipart/form-data; boundary=${boundary}`, head.slice(0, 40)],
    ['a body that is not multipart at all', `multipart/form-data; boundary=${boundary}`, 'hello world'],
  ];

  it.each(CASES)('answers %s with a 400', async (_label, contentType, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/upload-photo',
      headers: { ...auth, 'content-type': contentType },
      remoteAddress: nextAddress(),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'BAD_REQUEST' });
  });
});
