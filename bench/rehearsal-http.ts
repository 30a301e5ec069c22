// The rehearsal's HTTP client: requests through nginx from a loopback address of the caller's choice,
// so each address is a client of its own to the per-address limits behind the proxy.
import http from 'node:http';
import { decryptEnvelope, isEnvelope } from '@packdex/shared/envelope';
import { DEV_ENVELOPE_KEY } from '../apps/api/src/config.ts';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

export interface CallOptions {
  body?: unknown;
  form?: Record<string, string>;
  token?: string;
  from?: string;
  headers?: Record<string, string>;
}

export type Call = (method: string, route: string, o?: CallOptions) => Promise<Answer>;

/** A client of nginx on `port`: one request per call, from `o.from` (127.0.0.1 unless given). */
export function nginxClient(port: number): Call {
  return (method, route, o = {}) => {
    const payload = o.form
      ? new URLSearchParams(o.form).toString()
      : o.body === undefined
        ? undefined
        : JSON.stringify(o.body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: route,
          method,
          localAddress: o.from ?? '127.0.0.1',
          headers: {
            ...(payload ? { 'content-type': o.form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
            ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
            ...o.headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              json: <T>() => JSON.parse(text) as T,
            }),
          );
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  };
}

/** The JSON of an answer, its envelope opened (lists and details of the catalogue). */
export async function opened<T>(answer: Answer): Promise<T> {
  const body = answer.json<unknown>();
  return (isEnvelope(body) ? await decryptEnvelope(body, DEV_ENVELOPE_KEY) : body) as T;
}

export function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status}, not ${status}: ${answer.text.slice(0, 300)}`);
}
