import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';
import aws4 from 'aws4';

/**
 * The site's client for S3-compatible storage (AWS S3, MinIO, R2, B2…): scheduled backups
 * (db/backup-s3.ts) and stored pictures (lib/picture-store.ts). Requests are signed with AWS
 * Signature V4 (`aws4`); a file is streamed up, never held in memory. The endpoint is the
 * operator's, never a user's: the public-address rule for outgoing requests (lib/outbound.ts) does
 * not apply.
 */

/** A bucket and the keys to it. */
export interface S3Bucket {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` (MinIO and most self-hosted stores) rather than `<bucket>.<endpoint host>/<key>` (AWS). */
  pathStyle: boolean;
}

/** A request that sends or receives nothing for this long is given up. */
const IDLE_TIMEOUT_MS = 60_000;

/** AWS's UriEncode: every byte but A-Z a-z 0-9 - . _ ~ percent-encoded. */
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** What a PUT sends: a file streamed from disk (its size and SHA-256 known), or bytes in memory. */
export type S3Body =
  | { file: string; size: number; sha256: string; type?: string; cacheControl?: string }
  | { bytes: Buffer; type?: string; cacheControl?: string };

/** A request S3 answered with an error status (`code` is S3's error code, when it gave one). */
export class S3Error extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(message: string, status: number, code: string | undefined) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The request's answer when it is a success (2xx); otherwise an S3Error naming the S3 error code. */
export async function s3Request(
  bucket: S3Bucket,
  method: 'GET' | 'PUT' | 'DELETE',
  key: string,
  query: Record<string, string> = {},
  body?: S3Body,
): Promise<IncomingMessage> {
  const endpoint = new URL(bucket.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  const host = bucket.pathStyle ? endpoint.host : `${bucket.bucket}.${endpoint.host}`;
  const objectPath = [...(bucket.pathStyle ? [bucket.bucket] : []), ...(key ? key.split('/') : [])]
    .map(uriEncode)
    .join('/');
  const search = Object.entries(query)
    .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
    .join('&');
  const payload = !body ? null : 'bytes' in body ? { size: body.bytes.length, sha256: sha256(body.bytes) } : body;
  const signed = aws4.sign(
    {
      service: 's3',
      region: bucket.region,
      method,
      host,
      path: `${base}/${objectPath}${search ? `?${search}` : ''}`,
      headers: {
        Host: host,
        'X-Amz-Content-Sha256': payload ? payload.sha256 : sha256(''),
        ...(body && payload
          ? {
              'Content-Length': String(payload.size),
              'Content-Type': body.type ?? 'application/octet-stream',
              ...(body.cacheControl ? { 'Cache-Control': body.cacheControl } : {}),
            }
          : {}),
      },
    },
    { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
  );
  const client = endpoint.protocol === 'https:' ? https : http;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(
      {
        protocol: endpoint.protocol,
        hostname: bucket.pathStyle ? endpoint.hostname : `${bucket.bucket}.${endpoint.hostname}`,
        port: endpoint.port || undefined,
        method,
        path: signed.path,
        headers: signed.headers as http.OutgoingHttpHeaders,
      },
      resolve,
    );
    request.setTimeout(IDLE_TIMEOUT_MS, () => request.destroy(new Error(`S3 ${method} ${key}: no answer`)));
    request.on('error', reject);
    if (body && 'file' in body) {
      pipeline(createReadStream(body.file), request).catch((err: unknown) => {
        request.destroy(err as Error);
      });
    } else request.end(body?.bytes);
  });
  response.setTimeout(IDLE_TIMEOUT_MS, () => response.destroy(new Error(`S3 ${method} ${key}: answer stalled`)));
  const status = response.statusCode ?? 0;
  if (status >= 200 && status < 300) return response;
  const text = (await readText(response)).slice(0, 2000);
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  throw new S3Error(`S3 ${method} ${key || '/'} answered ${status}${code ? ` ${code}` : ''}`, status, code);
}

export async function readText(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-fA-F]+);/g, (_, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }[entity]!;
  });

/** Every key under `prefix` (ListObjectsV2, page after page). */
export async function listKeys(bucket: S3Bucket, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const response = await s3Request(bucket, 'GET', '', {
      'list-type': '2',
      prefix,
      ...(token ? { 'continuation-token': token } : {}),
    });
    const xml = await readText(response);
    for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(match[1]!));
    const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
    const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
    token = truncated && next ? unescapeXml(next) : undefined;
  } while (token);
  return keys;
}

/** Deletes an object (S3 answers success for a key that is not there). */
export async function deleteObject(bucket: S3Bucket, key: string): Promise<void> {
  (await s3Request(bucket, 'DELETE', key)).resume();
}
