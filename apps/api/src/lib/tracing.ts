import channels from 'node:diagnostics_channel';
import type { IncomingHttpHeaders } from 'node:http';
import type * as Api from '@opentelemetry/api';
import type * as Sdk from '@opentelemetry/sdk-trace';
import type { Redis } from 'ioredis';

/**
 * Traces with OpenTelemetry (docs/operations.md, "Traces"): off unless an OTLP endpoint is set
 * (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`). Off, nothing of the SDK is
 * loaded and no hook is added: the code below hands out NO_TRACING, whose spans are plain calls.
 * On, the SDK is imported when the app is built, and the site makes its own spans: one per request
 * (plugins/tracing.ts), and under it one per database query, Redis command, outgoing HTTP request
 * and SMTP message; a scheduled job run starts a trace of its own. The server is one bundled
 * ES module, which require-hook instrumentations cannot patch, so nothing here relies on them.
 *
 * Spans carry no secret and no personal data: routes as templates, SQL with its placeholders (never
 * the values), Redis command names (never keys or values, which can hold e-mail addresses), and for
 * outgoing requests the host and port, never the path or query.
 */

/** Where and what to send (config.ts reads it from the standard `OTEL_*` variables). */
export interface TracingSettings {
  /** The OTLP/HTTP traces URL (`…/v1/traces`). */
  url: string;
  protocol: 'http/protobuf' | 'http/json';
  serviceName: string;
  /** `OTEL_RESOURCE_ATTRIBUTES`, parsed. */
  resource: Record<string, string>;
  sampler: TraceSampler;
  /** The ratio of the `traceidratio` samplers (0…1). */
  ratio: number;
}

export const TRACE_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;
export type TraceSampler = (typeof TRACE_SAMPLERS)[number];

export type SpanAttributes = Record<string, string | number | boolean | undefined>;

/** A span being recorded: its work adds what it learns (a status code, an outcome). */
export interface OpenSpan {
  set(attributes: SpanAttributes): void;
}

/** A request's span (plugins/tracing.ts): the rest of the request runs `within` it. */
export interface RequestSpan {
  within(next: () => void): void;
  /** Ends it with the status answered (none: the client left first) and what went wrong, if anything. */
  end(status: number | undefined, error?: string): void;
}

export interface Tracing {
  readonly enabled: boolean;
  /**
   * Runs `work` in a span, a child of the current one; `root` starts a trace of its own (a job run).
   * A thrown error marks the span failed (`error.type`) and is thrown on.
   */
  span<T>(
    name: string,
    kind: 'client' | 'internal',
    attributes: SpanAttributes,
    work: (span: OpenSpan) => Promise<T>,
    root?: boolean,
  ): Promise<T>;
  /** A database query that has just finished (heard from Kysely's log), recorded under the current span. */
  query(engine: 'sqlite' | 'postgres', sql: string, ms: number, failed: boolean): void;
  /**
   * Starts the span of an incoming request, named by its method and route template (none: an
   * unknown path), continuing the caller's trace when it sends a `traceparent`.
   */
  request(method: string, route: string | undefined, headers: IncomingHttpHeaders, requestId: string): RequestSpan;
  /** Adds a span for each command this client sends under a current span. */
  watchRedis(redis: Redis): void;
  /** Sends what is waiting and stops. */
  shutdown(): Promise<void>;
}

const NO_SPAN: OpenSpan = { set: () => undefined };

/** Tracing off: every span is a plain call. */
export const NO_TRACING: Tracing = {
  enabled: false,
  span: (_name, _kind, _attributes, work) => work(NO_SPAN),
  query: () => undefined,
  request: () => ({ within: (next) => next(), end: () => undefined }),
  watchRedis: () => undefined,
  shutdown: async () => undefined,
};

/** `a=b,c=d` (values percent-encoded) as `OTEL_RESOURCE_ATTRIBUTES` gives them; bad pairs are skipped. */
export function parseResourceAttributes(value: string | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    try {
      attributes[decodeURIComponent(pair.slice(0, at).trim())] = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      // A malformed escape: the pair is left out, as the specification asks.
    }
  }
  return attributes;
}

/** The traces URL the standard variables name: the signal's own as given, else the base with `/v1/traces`. */
export function tracesUrl(base: string | undefined, traces: string | undefined): string | undefined {
  if (traces) return traces;
  if (!base) return undefined;
  return `${base.replace(/\/+$/, '')}/v1/traces`;
}

/** The first word of a statement (`SELECT`, `INSERT`, …): the span's name with the engine. */
function operationOf(sql: string): string {
  return /^\s*\(?\s*([a-z]+)/i.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
}

/** Longest the spans still waiting may take to be sent when the app closes. */
export const SHUTDOWN_MS = 2000;

/** Loads the SDK and starts exporting; only called when tracing is configured. */
export async function startTracing(settings: TracingSettings): Promise<Tracing> {
  const [api, sdk, core, { resourceFromAttributes }, { AsyncLocalStorageContextManager }, exporters] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/context-async-hooks'),
      settings.protocol === 'http/json'
        ? import('@opentelemetry/exporter-trace-otlp-http')
        : import('@opentelemetry/exporter-trace-otlp-proto'),
    ]);

  const ratio = () => new sdk.TraceIdRatioBasedSampler(settings.ratio);
  const samplers: Record<TraceSampler, () => Sdk.Sampler> = {
    always_on: () => new sdk.AlwaysOnSampler(),
    always_off: () => new sdk.AlwaysOffSampler(),
    traceidratio: ratio,
    parentbased_always_on: () => new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() }),
    parentbased_always_off: () => new sdk.ParentBasedSampler({ root: new sdk.AlwaysOffSampler() }),
    parentbased_traceidratio: () => new sdk.ParentBasedSampler({ root: ratio() }),
  };

  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ ...settings.resource, 'service.name': settings.serviceName }),
    sampler: samplers[settings.sampler](),
    // Other OTLP settings (headers, timeout, certificates, compression) the exporter reads from the environment.
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new exporters.OTLPTraceExporter({ url: settings.url }) })],
  });
  const tracer = provider.getTracer('packdex');
  // This app's own context manager (not the process-wide one): two apps in one process (tests) keep
  // their traces apart, and a child span finds its parent through AsyncLocalStorage.
  const contexts = new AsyncLocalStorageContextManager().enable();
  const propagator = new core.W3CTraceContextPropagator();
  const KIND = { client: api.SpanKind.CLIENT, internal: api.SpanKind.INTERNAL };

  const clean = (attributes: SpanAttributes): Api.Attributes =>
    Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));
  const failed = (span: Api.Span, type: string) => {
    span.setAttribute('error.type', type);
    span.setStatus({ code: api.SpanStatusCode.ERROR });
  };
  /** The current span's context, or undefined outside any span (background work is not traced). */
  const parent = () => (api.trace.getSpan(contexts.active()) ? contexts.active() : undefined);

  function errorType(err: unknown): string {
    if (err && typeof err === 'object') {
      const kind = (err as { kind?: unknown; code?: unknown }).kind ?? (err as { code?: unknown }).code;
      if (typeof kind === 'string') return kind;
      if (err instanceof Error) return err.name;
    }
    return 'error';
  }

  const watched = new WeakSet<object>();

  // Node's own fetch (the OIDC provider's and Verotel's calls): its diagnostics channels tell when a
  // request starts, in the caller's context, and when its answer's headers arrive. Only a request made
  // under one of this app's spans gets a span; the channels are the process's, left when the app closes.
  const fetches = new WeakMap<object, Api.Span>();
  const fetchChannels = {
    'undici:request:create': (message: unknown) => {
      const { request } = message as { request: { method: string; origin: string } };
      const context = parent();
      if (!context) return;
      const origin = new URL(request.origin);
      const port = origin.port || (origin.protocol === 'https:' ? '443' : '80');
      fetches.set(
        request,
        tracer.startSpan(
          request.method,
          {
            kind: api.SpanKind.CLIENT,
            attributes: {
              'http.request.method': request.method,
              'server.address': origin.hostname,
              'server.port': Number(port),
              'url.scheme': origin.protocol.slice(0, -1),
            },
          },
          context,
        ),
      );
    },
    'undici:request:headers': (message: unknown) => {
      const { request, response } = message as { request: object; response: { statusCode: number } };
      const span = fetches.get(request);
      if (!span) return;
      fetches.delete(request);
      span.setAttribute('http.response.status_code', response.statusCode);
      if (response.statusCode >= 400) failed(span, String(response.statusCode));
      span.end();
    },
    'undici:request:error': (message: unknown) => {
      const { request, error } = message as { request: object; error: unknown };
      const span = fetches.get(request);
      if (!span) return;
      fetches.delete(request);
      failed(span, errorType(error));
      span.end();
    },
  };
  for (const [name, listener] of Object.entries(fetchChannels)) channels.subscribe(name, listener);

  return {
    enabled: true,
    async span(name, kind, attributes, work, root = false) {
      const context = root ? api.ROOT_CONTEXT : contexts.active();
      const span = tracer.startSpan(name, { kind: KIND[kind], attributes: clean(attributes), root }, context);
      const open: OpenSpan = { set: (more) => span.setAttributes(clean(more)) };
      try {
        return await contexts.with(api.trace.setSpan(context, span), () => work(open));
      } catch (err) {
        failed(span, errorType(err));
        throw err;
      } finally {
        span.end();
      }
    },
    query(engine, sql, ms, queryFailed) {
      const context = parent();
      if (!context) return;
      const operation = operationOf(sql);
      const system = engine === 'postgres' ? 'postgresql' : 'sqlite';
      const end = Date.now();
      const span = tracer.startSpan(
        `${operation} ${system}`,
        {
          kind: api.SpanKind.CLIENT,
          startTime: end - ms,
          attributes: { 'db.system.name': system, 'db.operation.name': operation, 'db.query.text': sql },
        },
        context,
      );
      if (queryFailed) failed(span, 'query_failed');
      span.end(end);
    },
    request(method, route, headers, requestId) {
      const remote = propagator.extract(api.ROOT_CONTEXT, headers, api.defaultTextMapGetter);
      const span = tracer.startSpan(
        route ? `${method} ${route}` : method,
        {
          kind: api.SpanKind.SERVER,
          attributes: clean({ 'http.request.method': method, 'http.route': route, 'packdex.request_id': requestId }),
        },
        remote,
      );
      const context = api.trace.setSpan(remote, span);
      return {
        within: (next) => contexts.with(context, next),
        end(status, error) {
          if (status !== undefined) span.setAttribute('http.response.status_code', status);
          if (error) failed(span, error);
          else if (status !== undefined && status >= 500) failed(span, String(status));
          span.end();
        },
      };
    },
    watchRedis(redis) {
      const send = redis.sendCommand.bind(redis);
      const { host, port } = redis.options;
      redis.sendCommand = (command, stream) => {
        const context = parent();
        // A command queued while offline is sent again once connected: one span for it.
        if (context && !watched.has(command)) {
          watched.add(command);
          const name = command.name.toUpperCase();
          const span = tracer.startSpan(
            `${name} redis`,
            {
              kind: api.SpanKind.CLIENT,
              attributes: clean({
                'db.system.name': 'redis',
                'db.operation.name': name,
                'server.address': host,
                'server.port': port,
              }),
            },
            context,
          );
          command.promise.then(
            () => span.end(),
            (err: unknown) => {
              failed(span, errorType(err));
              span.end();
            },
          );
        }
        return send(command, stream);
      };
    },
    async shutdown() {
      // What is waiting is sent, for at most SHUTDOWN_MS: a receiver that is down or slow neither
      // fails the shutdown nor holds it past the drain's deadline (server.ts).
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        provider.shutdown().catch(() => undefined),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_MS).unref())),
      ]);
      clearTimeout(timer);
      for (const [name, listener] of Object.entries(fetchChannels)) channels.unsubscribe(name, listener);
      contexts.disable();
    },
  };
}
