import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { NO_TRACING, type Tracing } from './tracing.ts';

/**
 * Outgoing requests to addresses a user or an admin chose (download links, pictures by URL): the
 * server must not become a way into its own network (SSRF). Only http(s); every host name is resolved
 * and each address checked against the public-address rule, and the connection is made to the
 * address that was checked (the socket's own lookup answers with it, so a second DNS answer cannot
 * swap it); redirects are followed here, one hop at a time, each checked the same way; answers are
 * bounded in time and size. `OUTBOUND_ALLOW` names `host:port` pairs exempt from the rule (tests and
 * local stand-ins only).
 */

/** Why an outgoing request failed: `refused` is the caller's fault (a 400), the rest are the far end's. */
export type OutboundFailure = 'refused' | 'timeout' | 'network' | 'too_large' | 'redirects';

export class OutboundError extends Error {
  readonly kind: OutboundFailure;
  constructor(kind: OutboundFailure, message: string) {
    super(message);
    this.kind = kind;
  }
}

/**
 * Whether an address may be reached: only ordinary public unicast. Loopback, private (RFC 1918),
 * link-local (with the cloud metadata address 169.254.169.254), carrier-grade NAT (100.64/10, where
 * some clouds keep metadata too), unique-local (fc00::/7), multicast, unspecified, reserved and
 * documentation ranges, and IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo) are
 * refused; an IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Parses `OUTBOUND_ALLOW`: comma-separated `host:port` (IPv6 in brackets), lower-cased. */
export function parseAllowList(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The `host:port` problems of an `OUTBOUND_ALLOW` value, for the configuration check. */
export function allowListProblems(value: string | undefined): string[] {
  return [...parseAllowList(value)]
    .filter((item) => !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(item))
    .map((item) => `OUTBOUND_ALLOW: "${item}" is not host:port`);
}

type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** Per DNS server and question: how long one try waits, and how many tries. */
const DNS_TIMEOUT_MS = 3000;
const DNS_TRIES = 2;

/**
 * Resolves names with c-ares (`dns.promises.Resolver`: A and AAAA questions on the network, from
 * the event loop), not `dns.lookup`: getaddrinfo blocks a thread of libuv's pool, which compression
 * and crypto share, so a burst of link checks against slow name servers would stall them. Every
 * address of both families comes back, and the caller checks each. c-ares does not read
 * /etc/hosts: `localhost` and `*.localhost` are loopback by definition (RFC 6761) and answered here
 * without a question; other names from /etc/hosts do not resolve. `servers`: the name servers to
 * ask (`host:port`), the system's (/etc/resolv.conf) by default.
 */
export function caresLookup(servers?: string[]): LookupAll {
  const resolver = new dns.promises.Resolver({ timeout: DNS_TIMEOUT_MS, tries: DNS_TRIES });
  if (servers) resolver.setServers(servers);
  return async (hostname) => {
    const name = hostname.toLowerCase().replace(/\.$/, '');
    if (name === 'localhost' || name.endsWith('.localhost'))
      return [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ];
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
    const addresses = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
    ];
    if (addresses.length > 0) return addresses;
    // No address: the more telling failure (a timeout or refusal rather than "no such record").
    const errors = [v4, v6].flatMap((r) => (r.status === 'rejected' ? [r.reason as NodeJS.ErrnoException] : []));
    const error = errors.find((e) => e.code !== dns.NODATA && e.code !== dns.NOTFOUND) ?? errors[0];
    throw error ?? Object.assign(new Error(`${name} has no address`), { code: dns.NODATA });
  };
}

export interface OutboundSettings {
  /** `host:port` pairs exempt from the public-address rule (`OUTBOUND_ALLOW`). */
  allow: Set<string>;
  /** Resolves a host name to its addresses; c-ares by default (`caresLookup`; tests pass their own). */
  lookup?: LookupAll;
  /** The name servers the default lookup asks (`host:port`); the system's when absent. */
  dnsServers?: string[];
  userAgent: string;
  /** A span per request sent (each redirect's too): method, host, port and status, never the path or query. */
  tracing?: Tracing;
}

/** A caller's limits around one hop: see OutboundRequest.pace. */
export type Pace = <T>(send: (sent: () => void) => Promise<T>) => Promise<T>;

export interface OutboundRequest {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  /** Redirects followed; one more fails with `redirects`. */
  maxRedirects?: number;
  /** The whole exchange, redirects included. */
  timeoutMs?: number;
  /** Largest body read; past it the request fails with `too_large`. */
  maxBytes?: number;
  /** Read no body at all (a link check needs only the status and headers). */
  skipBody?: boolean;
  /**
   * Runs each hop (the request and every redirect) when the caller's limits allow it. `send` calls
   * `sent` once the request really leaves (its connection is made, or it failed before), so the
   * caller can space requests by when they reached the host rather than when they were started.
   */
  pace?: Pace;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Where the answer came from, after redirects. */
  url: string;
  redirects: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** The URL as an outgoing request may use it, or an OutboundError `refused`. */
export function outboundUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('refused', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError('refused', 'only http and https URLs');
  if (url.username || url.password) throw new OutboundError('refused', 'URLs with credentials are not fetched');
  return url;
}

export function outbound(settings: OutboundSettings) {
  const resolveAll = settings.lookup ?? caresLookup(settings.dnsServers);

  function allowed(host: string, port: string): boolean {
    return settings.allow.has(`${host.toLowerCase()}:${port}`);
  }

  /** Checks a URL before connecting: a literal address is judged at once, a name when it resolves. */
  function checkLiteral(url: URL): void {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && !isPublicAddress(host) && !allowed(url.hostname, portOf(url)))
      throw new OutboundError('refused', `${host} is not a public address`);
  }

  /** The socket's lookup: resolves, checks every address, and answers with the checked ones only. */
  function pinnedLookup(url: URL): net.LookupFunction {
    const exempt = allowed(url.hostname, portOf(url));
    return (hostname, options, callback) => {
      resolveAll(hostname).then(
        (addresses) => {
          const usable = addresses.filter(
            (a) => exempt || allowed(a.address, portOf(url)) || isPublicAddress(a.address),
          );
          if (usable.length === 0 || usable.length < addresses.length) {
            const bad = addresses.find((a) => !usable.includes(a))?.address ?? hostname;
            callback(new OutboundError('refused', `${hostname} resolves to ${bad}, not a public address`), '', 4);
            return;
          }
          if (options.all) (callback as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
          else callback(null, usable[0]!.address, usable[0]!.family);
        },
        (err: Error) => callback(err as NodeJS.ErrnoException, '', 4),
      );
    };
  }

  const tracing = settings.tracing ?? NO_TRACING;

  function once(
    url: URL,
    request: OutboundRequest,
    signal: AbortSignal,
    sent: () => void = () => undefined,
  ): Promise<OutboundResponse> {
    checkLiteral(url);
    const method = request.method ?? 'GET';
    return tracing.span(
      method,
      'client',
      {
        'http.request.method': method,
        'server.address': url.hostname,
        'server.port': Number(portOf(url)),
        'url.scheme': url.protocol.slice(0, -1),
      },
      async (span) => {
        const res = await send(url, request, signal, sent);
        span.set({ 'http.response.status_code': res.status });
        return res;
      },
    );
  }

  function send(url: URL, request: OutboundRequest, signal: AbortSignal, sent: () => void): Promise<OutboundResponse> {
    const client = url.protocol === 'https:' ? https : http;
    const maxBytes = request.maxBytes ?? 1024 * 1024;
    return new Promise((resolve, reject) => {
      const req = client.request(
        url,
        {
          method: request.method ?? 'GET',
          headers: { 'user-agent': settings.userAgent, ...request.headers },
          lookup: pinnedLookup(url),
          agent: false,
          signal,
        },
        (res) => {
          const answer = (body: Buffer) =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, url: url.href, redirects: 0 });
          if (request.skipBody || request.method === 'HEAD' || REDIRECTS.has(res.statusCode ?? 0)) {
            res.destroy();
            answer(Buffer.alloc(0));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              res.destroy();
              reject(new OutboundError('too_large', `the answer is larger than ${maxBytes} bytes`));
            } else chunks.push(chunk);
          });
          res.on('end', () => answer(Buffer.concat(chunks)));
          res.on('error', (err) => reject(failure(err, signal)));
        },
      );
      // The request leaves once its connection is made (the headers are written then).
      req.on('socket', (socket) => {
        if (socket.connecting) socket.once('connect', sent);
        else sent();
      });
      req.on('error', (err) => {
        sent();
        reject(failure(err, signal));
      });
      req.end();
    });
  }

  return {
    /** Fetches `raw` under the rule; throws OutboundError (`refused` for a forbidden scheme or address). */
    async request(raw: string, request: OutboundRequest = {}): Promise<OutboundResponse> {
      const signal = AbortSignal.timeout(request.timeoutMs ?? 10_000);
      const maxRedirects = request.maxRedirects ?? 5;
      let url = outboundUrl(raw);
      for (let redirects = 0; ; redirects++) {
        const hop = url;
        const pace: Pace = request.pace ?? ((send) => send(() => undefined));
        const res = await pace((sent) => once(hop, request, signal, sent));
        const location = res.headers.location;
        if (!REDIRECTS.has(res.status) || !location) return { ...res, redirects };
        if (redirects >= maxRedirects) throw new OutboundError('redirects', `more than ${maxRedirects} redirects`);
        url = outboundUrl(new URL(location, url).href);
      }
    },
    /** Throws `refused` at once when `raw` could never be fetched (scheme, or a literal forbidden address). */
    check(raw: string): URL {
      const url = outboundUrl(raw);
      checkLiteral(url);
      return url;
    },
  };
}
export type Outbound = ReturnType<typeof outbound>;

function failure(err: Error, signal: AbortSignal): OutboundError {
  if (err instanceof OutboundError) return err;
  if (signal.aborted) return new OutboundError('timeout', 'no answer in time');
  return new OutboundError('network', err.message);
}
