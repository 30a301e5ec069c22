import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for S3-compatible storage (db/backup-s3.test.ts): one bucket, path-style, with
 * PUT object, GET object, ListObjectsV2 (XML, in pages of `pageSize` keys) and DELETE object. Every
 * request's AWS Signature V4 is recomputed here as AWS documents it (canonical request, string to
 * sign, signing key) with the secret given; a request that does not match is refused with 403
 * SignatureDoesNotMatch, and a body whose SHA-256 is not the signed one with 400.
 */
export interface S3StandIn {
  endpoint: string;
  objects: Map<string, Buffer>;
  /** Every request that passed the signature check, in order. */
  requests: { method: string; key: string }[];
  /** Requests refused for their signature. */
  refused: number;
  close(): Promise<void>;
}

/** AWS's UriEncode: every byte but A-Z a-z 0-9 - . _ ~ percent-encoded. */
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const errorXml = (code: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code></Error>`;

/** Why the request's signature is not the one `secret` makes, or null when it is. */
export function signatureProblem(
  req: http.IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return 'no AWS4-HMAC-SHA256 Authorization header';
  const [, accessKeyId, day, region, signedHeaders, signature] = auth as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (accessKeyId !== credentials.accessKeyId) return 'unknown access key';
  if (region !== credentials.region) return 'wrong region';
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return 'bad X-Amz-Date';
  const signed = signedHeaders.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signed.includes(required)) return `${required} is not signed`;
  }
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== sha256(body)) return 'payload hash mismatch';
  const [rawPath, rawQuery = ''] = (req.url ?? '/').split('?') as [string, string?];
  const canonicalUri = rawPath
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name, value = ''] = pair.split('=') as [string, string?];
      return [uriEncode(decodeURIComponent(name)), uriEncode(decodeURIComponent(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signed
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    req.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  return hmac(signingKey, stringToSign).toString('hex') === signature ? null : 'signature does not match';
}

export async function startS3StandIn(options: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  pageSize?: number;
}): Promise<S3StandIn> {
  const objects = new Map<string, Buffer>();
  const requests: S3StandIn['requests'] = [];
  const pageSize = options.pageSize ?? 1000;
  const state = { refused: 0 };
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const answer = (status: number, text = '', type = 'application/xml') => {
      res.writeHead(status, text ? { 'content-type': type } : {});
      res.end(text);
    };
    const problem = signatureProblem(req, body, options);
    if (problem) {
      state.refused += 1;
      return answer(
        problem === 'payload hash mismatch' ? 400 : 403,
        errorXml(problem === 'payload hash mismatch' ? 'XAmzContentSHA256Mismatch' : 'SignatureDoesNotMatch'),
      );
    }
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const [, bucket, ...rest] = url.pathname.split('/').map((segment) => decodeURIComponent(segment));
    if (bucket !== options.bucket) return answer(404, errorXml('NoSuchBucket'));
    const key = rest.join('/');
    requests.push({ method: req.method ?? '', key });
    if (req.method === 'PUT' && key) {
      objects.set(key, body);
      return answer(200);
    }
    if (req.method === 'GET' && key) {
      const object = objects.get(key);
      if (!object) return answer(404, errorXml('NoSuchKey'));
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': object.length });
      return res.end(object);
    }
    if (req.method === 'DELETE' && key) {
      objects.delete(key);
      return answer(204);
    }
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const after = url.searchParams.get('continuation-token') ?? '';
      const all = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
      const page = all.slice(0, pageSize);
      const truncated = all.length > page.length;
      return answer(
        200,
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
          `<Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>`,
          `<MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>`,
          ...page.map((k) => `<Contents><Key>${escapeXml(k)}</Key><Size>${objects.get(k)!.length}</Size></Contents>`),
          truncated ? `<NextContinuationToken>${escapeXml(page.at(-1)!)}</NextContinuationToken>` : '',
          '</ListBucketResult>',
        ].join(''),
      );
    }
    return answer(400, errorXml('NotImplemented'));
  };
  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    get refused() {
      return state.refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
