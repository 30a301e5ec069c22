import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as the receiver got it: ids in hex, attributes as plain values, with its service's name. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's kind: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  /** 2 is an error. */
  status: number | undefined;
  service: string;
  startMs: number;
  endMs: number;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string | number;
  endTimeUnixNano: string | number;
  attributes?: OtlpAttribute[];
  status?: { code?: number };
}
interface OtlpExport {
  resourceSpans: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const valueOf = (v: OtlpValue) =>
  v.stringValue ?? (v.intValue === undefined ? undefined : Number(v.intValue)) ?? v.doubleValue ?? v.boolValue ?? '';
const attributesOf = (list: OtlpAttribute[] = []) =>
  Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)])) as Record<string, string | number | boolean>;

/**
 * A local OTLP/HTTP receiver for the traces tests: accepts what an exporter posts to `/v1/traces`,
 * decodes the JSON encoding into `spans`, and keeps every request (path, content type, raw body) so
 * a test of the protobuf encoding can look at the bytes.
 */
export async function otlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const posts: { path: string; contentType: string; body: Buffer }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const contentType = req.headers['content-type'] ?? '';
      posts.push({ path: req.url ?? '', contentType, body });
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      if (contentType.startsWith('application/json')) {
        const data = JSON.parse(body.toString('utf8')) as OtlpExport;
        for (const resource of data.resourceSpans) {
          const service = String(attributesOf(resource.resource?.attributes)['service.name'] ?? '');
          for (const scope of resource.scopeSpans)
            for (const s of scope.spans)
              spans.push({
                traceId: s.traceId,
                spanId: s.spanId,
                parentSpanId: s.parentSpanId || undefined,
                name: s.name,
                kind: s.kind,
                attributes: attributesOf(s.attributes),
                status: s.status?.code,
                service,
                startMs: Number(BigInt(s.startTimeUnixNano) / 1_000_000n),
                endMs: Number(BigInt(s.endTimeUnixNano) / 1_000_000n),
              });
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else {
        // An empty ExportTraceServiceResponse.
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    spans,
    posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
