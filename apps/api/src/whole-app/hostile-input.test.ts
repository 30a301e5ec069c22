// Hostile input over every API endpoint: random and hostile path parameters, query
// strings, bodies and headers, as a visitor, a member and an admin. Every answer is 2xx, or 4xx
// with a JSON { error, code }; never a 5xx. The endpoints come from the app's own OpenAPI document
// (built from every registered route), so a new endpoint is fuzzed without touching this file.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { makeComment, makeContent, makeModel, makeUser, type TestUser } from '../../test/factories.ts';

const t = useTestApp();

/** Seconds of fuzzing per engine, shared by every endpoint (override with FUZZ_SECONDS). */
const BUDGET_MS = Number(process.env.FUZZ_SECONDS ?? 35) * 1000;

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params: string[];
  query: string[];
  body: string[];
  querySchemas: Record<string, Schema>;
  bodySchema: Schema | undefined;
}

type Schema = Record<string, unknown>;

/** Property names a request body schema names anywhere (through $ref, unions and nesting). */
function propertyNames(schema: unknown, components: Record<string, Schema>, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const s = schema as Schema;
  const names: string[] = [];
  if (typeof s.$ref === 'string') {
    names.push(...propertyNames(components[s.$ref.split('/').pop()!], components, seen));
  }
  if (s.properties && typeof s.properties === 'object') {
    for (const [name, sub] of Object.entries(s.properties as Record<string, unknown>)) {
      names.push(name, ...propertyNames(sub, components, seen));
    }
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[key]))
      for (const sub of s[key] as unknown[]) names.push(...propertyNames(sub, components, seen));
  }
  if (s.items) names.push(...propertyNames(s.items, components, seen));
  return [...new Set(names)];
}

let componentsOf: Record<string, Schema> = {};

function endpointsOf(spec: {
  paths: Record<string, Record<string, Schema>>;
  components?: { schemas?: Record<string, Schema> };
}): Endpoint[] {
  const components = spec.components?.schemas ?? {};
  const list: Endpoint[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      componentsOf = components;
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const parameters = (op.parameters ?? []) as { in: string; name: string; schema?: Schema }[];
      const content = ((op.requestBody as Schema | undefined)?.content ?? {}) as Record<string, { schema?: unknown }>;
      list.push({
        method: upper as Endpoint['method'],
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.values(content).flatMap((c) => propertyNames(c.schema, components)),
        querySchemas: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        bodySchema: content['application/json']?.schema as Schema | undefined,
      });
    }
  }
  return list;
}

// ---- Generators ----------------------------------------------------------------------------

/** Percent-encodes the UTF-8 bytes of a string (lone surrogates included, as a client might send them). */
const enc = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\nX-Injected: 1',
  '\t',
  "' OR 1=1 --",
  '"; drop table users; --',
  '1; select pg_sleep(1)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<b>x</b>',
  '../../etc/passwd',
  '..\\..\\windows',
  '__proto__',
  'constructor',
  'prototype',
  '\uFEFF\u202E\u200B',
  '\uD800',
  '😀'.repeat(30),
  'ｅｘａｍｐｌｅ',
  'x'.repeat(5000),
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '1.5',
  '-1',
  '0',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  'user@example.test',
  'a@b',
  'https://example.test/x',
];
const NUMBERS = [
  0,
  -1,
  1,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e-300,
];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/** Values for a JSON body field: wrong types, odd numbers, nesting, and sometimes a plausible value. */
function jsonValue(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    hostileString,
    fc.constantFrom<unknown>(...NUMBERS, true, false, null),
    fc.integer(),
    fc.double({ noNaN: true }),
    plausible,
  );
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', 'id'), leaf, { maxKeys: 3 }),
    },
  );
}

/**
 * Values that mostly satisfy a JSON schema (so requests get past validation into the services),
 * with hostile strings inside the allowed shape and, now and then, a field of the wrong type.
 */
function fromSchema(schema: unknown, plausible: fc.Arbitrary<unknown>, depth = 0): fc.Arbitrary<unknown> {
  const s = (schema ?? {}) as Schema;
  if (typeof s.$ref === 'string') return fromSchema(componentsOf[s.$ref.split('/').pop()!], plausible, depth + 1);
  const wrong = jsonValue(plausible);
  const union = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (union?.length && depth < 6) return fc.oneof(...union.map((u) => fromSchema(u, plausible, depth + 1)));
  if (Array.isArray(s.enum) && s.enum.length)
    return fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...(s.enum as unknown[])) },
      { weight: 1, arbitrary: wrong },
    );
  let right: fc.Arbitrary<unknown>;
  switch (s.type) {
    case 'string': {
      const max = typeof s.maxLength === 'number' ? s.maxLength : 200;
      const min = typeof s.minLength === 'number' ? s.minLength : 0;
      const fit = (v: string) => (v.length < min ? v.padEnd(min, 'x') : v.slice(0, max));
      const format = s.format as string | undefined;
      const text = fc.oneof(
        { weight: 3, arbitrary: hostileString },
        { weight: 2, arbitrary: fc.constantFrom('An ordinary sentence.', 'fuzz-password-123', 'Alex') },
      );
      right =
        format === 'email'
          ? fc.oneof(fc.constantFrom('fuzz@example.test', 'a@b.co'), fc.emailAddress())
          : format === 'uri' || format === 'url'
            ? fc.constantFrom(
                'https://example.test/x',
                'javascript:alert(1)',
                'http://127.0.0.1/',
                'https://files.example.test/a',
              )
            : text.map(fit);
      break;
    }
    case 'integer':
    case 'number':
      right = fc.oneof(
        plausible.filter((v) => typeof v === 'number'),
        fc.integer({
          min: typeof s.minimum === 'number' ? s.minimum : -1000,
          max: typeof s.maximum === 'number' ? s.maximum : 2 ** 31,
        }),
      );
      break;
    case 'boolean':
      right = fc.boolean();
      break;
    case 'array':
      right = depth < 4 ? fc.array(fromSchema(s.items, plausible, depth + 1), { maxLength: 4 }) : fc.constant([]);
      break;
    case 'object': {
      const props = Object.entries((s.properties ?? {}) as Record<string, unknown>);
      const required = new Set((s.required ?? []) as string[]);
      right =
        depth < 4
          ? fc.record(Object.fromEntries(props.map(([k, v]) => [k, fromSchema(v, plausible, depth + 1)])), {
              requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)),
            })
          : fc.constant({});
      break;
    }
    default:
      right = plausible;
  }
  if (s.nullable) right = fc.oneof(right, fc.constant(null));
  return fc.oneof({ weight: 12, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

/** A JSON object text written by hand, so keys such as __proto__ reach the server as written. */
const objectText = (entries: [string, unknown][]) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[',
  '"just a string"',
  '123',
  'null',
  '{"a":1,}',
  "{'a':1}",
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":1e999}',
];

interface RequestShape {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  ip: string;
  as: 'visitor' | 'member' | 'admin' | 'unverified';
}

function requestFor(endpoint: Endpoint, fixtures: Fixtures): fc.Arbitrary<RequestShape> {
  const plausibleId = fc.constantFrom(fixtures.contentId, fixtures.modelId, fixtures.commentId, 1, 2);
  const plausible = fc.oneof(
    plausibleId,
    fc.constantFrom<unknown>(fixtures.contentSlug, fixtures.modelSlug, 'child_content', 'content', 'model', 'other'),
    fc.constantFrom<unknown>('A perfectly ordinary sentence.', 'new-password-123', 'member@example.test'),
  );
  const pathValue = fc.oneof(
    { weight: 3, arbitrary: hostileString.map(enc) },
    { weight: 2, arbitrary: plausibleId.map(String) },
    { weight: 1, arbitrary: fc.constantFrom(fixtures.contentSlug, fixtures.modelSlug) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '%C0%AF', '..%2f..%2f', '%E2%80%AE', '%ff%fe') },
  );
  const queryValue = fc.oneof(
    { weight: 3, arbitrary: hostileString.map(enc) },
    { weight: 1, arbitrary: plausible.map((v) => enc(String(v))) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '+', '&&', '==') },
  );
  const queryKey = fc.constantFrom(...endpoint.query, '__proto__', 'constructor', 'page', 'limit', 'token', 'a[b]');
  const validPairs = endpoint.query.map((name) =>
    fc.tuple(
      fc.constant(name),
      fc.oneof(
        fromSchema(endpoint.querySchemas[name], plausible).map((v) =>
          enc(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
        ),
        fc.constantFrom('1', '2', '20', '100'),
      ),
    ),
  );
  const pair = validPairs.length
    ? fc.oneof(
        { weight: 2, arbitrary: fc.oneof(...validPairs) },
        { weight: 1, arbitrary: fc.tuple(queryKey, queryValue) },
      )
    : fc.tuple(queryKey, queryValue);
  const query = fc
    .array(pair, { maxLength: 5 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${enc(k)}=${v}`).join('&')}`));

  const bodyKey = fc.constantFrom(...endpoint.body, '__proto__', 'constructor', 'isAdmin', 'id');
  const jsonBody = fc
    .array(fc.tuple(bodyKey, jsonValue(plausible)), { maxLength: 6 })
    .map((entries) => ({ payload: objectText(entries), type: 'application/json' }));
  const boundary = '----fuzz';
  const schemaBody = endpoint.bodySchema
    ? fromSchema(endpoint.bodySchema, plausible).map((value) => ({
        payload: JSON.stringify(value) ?? 'null',
        type: 'application/json',
      }))
    : jsonBody;
  const body = fc.oneof(
    { weight: 8, arbitrary: schemaBody },
    { weight: 4, arbitrary: jsonBody },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ payload, type: 'application/json' })),
    },
    { weight: 1, arbitrary: fc.constant({ payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' }) },
    { weight: 1, arbitrary: fc.constant({ payload: 'hello', type: 'text/plain' }) },
    { weight: 1, arbitrary: fc.constant({ payload: '{}', type: 'application/json; charset=utf-16' }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        { payload: 'garbage', type: 'multipart/form-data' },
        {
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n\x89PNG`,
          type: `multipart/form-data; boundary=${boundary}`,
        },
        { payload: `--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` },
        {
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue\r\n--${boundary}--\r\n`,
          type: `multipart/form-data; boundary=${boundary}`,
        },
        {
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="../../x.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg onload="alert(1)"/>\r\n--${boundary}--\r\n`,
          type: `multipart/form-data; boundary=${boundary}`,
        },
        { payload: 'x', type: 'multipart/form-data; boundary=' },
      ),
    },
    { weight: 1, arbitrary: fc.constant({ payload: undefined, type: undefined }) },
  );

  const header = fc.record(
    {
      authorization: fc.constantFrom(
        'Bearer garbage',
        'Bearer ',
        'Basic YTpi',
        `Bearer ${'x'.repeat(4000)}`,
        'Bearer a.b.c',
      ),
      'x-age-confirmed': fc.constantFrom('true', '1', 'false', '\u00ff', ''),
      accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'application/json;q=0'),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0', 'x-unknown'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', ''),
      'x-request-id': fc.constantFrom('abc', '\u00e9\u00e9', 'x'.repeat(200)),
      'content-length': fc.constantFrom('0', '999999999', '-1'),
    },
    { requiredKeys: [] },
  );

  return fc
    .record({
      params: fc.array(pathValue, { minLength: endpoint.params.length, maxLength: endpoint.params.length }),
      query,
      body,
      header,
      ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
      as: fc.constantFrom<RequestShape['as']>('visitor', 'member', 'admin', 'unverified'),
    })
    .map(({ params, query: q, body: b, header: h, ip, as }) => {
      let url = endpoint.path;
      endpoint.params.forEach((name, i) => (url = url.replace(`{${name}}`, params[i]!)));
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(h)) if (v !== undefined && k !== 'content-length') headers[k] = v;
      if (b.type) headers['content-type'] = b.type;
      const hasBody = endpoint.method !== 'GET' && b.payload !== undefined;
      return { url: `${url}${q}`, headers, ...(hasBody ? { payload: b.payload } : {}), ip, as };
    });
}

interface Fixtures {
  contentId: number;
  contentSlug: string;
  modelId: number;
  modelSlug: string;
  commentId: number;
  users: Record<Exclude<RequestShape['as'], 'visitor'>, TestUser>;
}

/** The body as text, decompressed when the answer was compressed (long 400s, such as a DMCA notice naming every missing element). */
function textOf(res: { headers: Record<string, unknown>; rawPayload: Buffer; body: string }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'deflate') return inflateSync(res.rawPayload).toString();
  return res.body;
}

/** Whether an answer keeps the promise: 2xx, or 4xx with a readable JSON { error, code }. */
function problemWith(status: number, contentType: string | undefined, body: string): string | null {
  if (status >= 200 && status < 300) return null;
  if (status < 400 || status >= 500) return `status ${status}`;
  if (!contentType?.includes('application/json')) return `4xx with content-type ${contentType}`;
  try {
    const json = JSON.parse(body) as { error?: unknown; code?: unknown };
    if (typeof json.error !== 'string' || !json.error) return '4xx without an error message';
    if (typeof json.code !== 'string' || !json.code) return '4xx without a code';
    return null;
  } catch {
    return '4xx whose body is not JSON';
  }
}

describe('hostile input on every API endpoint', () => {
  let endpoints: Endpoint[] = [];
  let fixtures: Fixtures;

  beforeAll(async () => {
    endpoints = endpointsOf(t.app.swagger() as unknown as Parameters<typeof endpointsOf>[0]).filter(
      (e) => !e.path.startsWith('/api/docs'),
    );
    const model = await makeModel(t);
    const content = await makeContent(t, { model });
    const member = await makeUser(t, { verified: true, premium: true });
    const comment = await makeComment(t, { user: member, contentId: content.id });
    fixtures = {
      contentId: content.id,
      contentSlug: content.slug,
      modelId: model.id,
      modelSlug: model.slug,
      commentId: comment.id,
      users: {
        member,
        admin: await makeUser(t, { admin: true }),
        unverified: await makeUser(t),
      },
    };
  });

  it('finds the endpoints from the app itself', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining(['GET /api/content/{id}', 'POST /api/auth/upload-photo', 'POST /api/reports']),
    );
  });

  it(
    'answers 2xx or a 4xx JSON { error, code } to random and hostile requests, never a 5xx',
    async () => {
      const perEndpoint = Math.max(200, Math.floor(BUDGET_MS / endpoints.length));
      let requests = 0;
      const statuses = new Map<string, number>();
      for (const endpoint of endpoints) {
        const property = fc.asyncProperty(requestFor(endpoint, fixtures), async (shape) => {
          requests += 1;
          const user = shape.as === 'visitor' ? undefined : fixtures.users[shape.as];
          const res = await t.app.inject({
            method: endpoint.method,
            url: shape.url,
            headers: { ...shape.headers, ...(user ? user.auth : {}) },
            remoteAddress: shape.ip,
            ...(shape.payload === undefined ? {} : { payload: shape.payload }),
          });
          const key = `${endpoint.method} ${endpoint.path} ${res.statusCode}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          const problem = problemWith(res.statusCode, res.headers['content-type'], textOf(res));
          if (problem) {
            throw new Error(`${endpoint.method} ${shape.url} as ${shape.as}: ${problem}\n${res.body.slice(0, 300)}`);
          }
        });
        // A few requests whatever the time (fast-check fails a property its time limit stopped before
        // its first run, which a loaded machine does to a slow endpoint), then as many as the budget allows.
        await fc.assert(property, { numRuns: 3, endOnFailure: true });
        await fc.assert(property, {
          numRuns: 10_000,
          interruptAfterTimeLimit: perEndpoint,
          markInterruptAsFailure: false,
          endOnFailure: true,
        });
      }
      if (process.env.FUZZ_DEBUG)
        console.log(
          requests,
          [...statuses]
            .sort()
            .map(([k, n]) => `${k}: ${n}`)
            .join('\n'),
        );
      expect(requests).toBeGreaterThan(endpoints.length * 10);
    },
    BUDGET_MS * 3 + 60_000,
  );
});
