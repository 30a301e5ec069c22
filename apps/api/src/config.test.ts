import path from 'node:path';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_ENVELOPE_KEY, loadConfig } from './config.ts';

const dir = () => mkdtempSync(path.join(tmpdir(), 'packdex-config-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dir(), ...env }, dir());
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('config', () => {
  it('starts with the documented defaults', () => {
    const cwd = dir();
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.join(cwd, 'data'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(cwd, 'data', 'packdex.db') });
    expect(config.envelope).toEqual({ enabled: true, key: DEV_ENVELOPE_KEY });
    expect(config.admin.email).toBe('admin@packdex.local');
    expect(config.seed.demo).toBe(true);
    expect(config.payments.mode).toBe('off');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("names the site's operator on the legal pages: fictional defaults, or OPERATOR_* trimmed", () => {
    expect(loadConfig({ DATA_DIR: dir() }, dir()).operator).toEqual({
      name: 'Packdex Media Ltd.',
      address: '1 Example Street, Example City 00000',
      email: 'legal@packdex.local',
      dmcaEmail: 'legal@packdex.local',
    });
    const config = loadConfig(
      {
        DATA_DIR: dir(),
        OPERATOR_NAME: '  Harbour Lights Media GmbH ',
        OPERATOR_ADDRESS: 'Hafenstraße 1, 20457 Hamburg, Germany',
        OPERATOR_EMAIL: 'legal@harbour.example',
      },
      dir(),
    );
    expect(config.operator).toEqual({
      name: 'Harbour Lights Media GmbH',
      address: 'Hafenstraße 1, 20457 Hamburg, Germany',
      email: 'legal@harbour.example',
      dmcaEmail: 'legal@harbour.example',
    });
    expect(loadConfig({ DATA_DIR: dir(), DMCA_EMAIL: 'copyright@harbour.example' }, dir()).operator.dmcaEmail).toBe(
      'copyright@harbour.example',
    );
    expect(
      problemsOf({ OPERATOR_NAME: ' ', OPERATOR_ADDRESS: 'x', OPERATOR_EMAIL: 'nobody', DMCA_EMAIL: 'agent' }),
    ).toEqual([
      'OPERATOR_NAME: OPERATOR_NAME must name the person or company that runs the site',
      'OPERATOR_ADDRESS: OPERATOR_ADDRESS must be a postal address',
      'OPERATOR_EMAIL: OPERATOR_EMAIL must be an e-mail address',
      'DMCA_EMAIL: DMCA_EMAIL must be an e-mail address',
    ]);
  });

  it('keeps a generated JWT secret across restarts', () => {
    const cwd = dir();
    expect(loadConfig({}, cwd).jwtSecret).toBe(loadConfig({}, cwd).jwtSecret);
  });

  it('uses PostgreSQL for a postgres URL', () => {
    const config = loadConfig({ DATA_DIR: dir(), DATABASE_URL: 'postgres://u@localhost:5432/x' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost:5432/x' });
  });

  it('reports one line per bad variable, naming it', () => {
    const problems = problemsOf({ PORT: 'abc', ENVELOPE_KEY: 'xyz', SEED_DEMO: 'maybe', DATABASE_URL: 'mysql://x' });
    expect(problems).toHaveLength(4);
    expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('ENVELOPE_KEY:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('SEED_DEMO:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('DATABASE_URL:'))).toBe(true);
  });

  it('rejects a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT: /);
  });

  it('requires the Stripe keys when PAYMENTS=stripe and refuses the sandbox in production', () => {
    expect(problemsOf({ PAYMENTS: 'stripe' })).toHaveLength(3);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENTS: 'sandbox' })[0]).toMatch(
      /^PAYMENTS: /,
    );
  });

  it('keeps payments off unless a provider is named, whatever NODE_ENV says; the demo names the sandbox', () => {
    for (const NODE_ENV of ['development', 'test', 'staging', 'Production'])
      expect(loadConfig({ DATA_DIR: dir(), NODE_ENV }, dir()).payments.mode, NODE_ENV).toBe('off');
    expect(loadConfig({ DATA_DIR: dir(), PAYMENTS: 'sandbox' }, dir()).payments.mode).toBe('sandbox');
    const scripts = (file: string) =>
      (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts('../../../package.json').start).toContain('PAYMENTS=${PAYMENTS:-sandbox}');
    expect(scripts('../package.json').dev).toContain('PAYMENTS=${PAYMENTS:-sandbox}');
  });

  it('requires the Verotel shop ID and signature key when PAYMENTS=verotel, with the $12.00 / P30D price', () => {
    expect(problemsOf({ PAYMENTS: 'verotel', VEROTEL_SHOP_ID: 'shop' })).toEqual([
      'VEROTEL_SHOP_ID: VEROTEL_SHOP_ID must be the numeric shop ID',
    ]);
    const problems = problemsOf({ PAYMENTS: 'verotel' });
    expect(problems).toHaveLength(2);
    expect(problems.some((p) => p.startsWith('VEROTEL_SHOP_ID:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('VEROTEL_SIGNATURE_KEY:'))).toBe(true);
    const config = loadConfig({
      DATA_DIR: dir(),
      PAYMENTS: 'verotel',
      VEROTEL_SHOP_ID: '123',
      VEROTEL_SIGNATURE_KEY: 'k',
    });
    expect(config.payments.verotel).toEqual({
      shopId: '123',
      signatureKey: 'k',
      baseUrl: 'https://secure.verotel.com',
      controlCenter: null,
    });
    expect(config.payments.price).toEqual({ amount: '12.00', currency: 'USD', period: 'P30D' });
    expect(problemsOf({ PAYMENTS: 'paypal' })[0]).toBe('PAYMENTS: PAYMENTS must be sandbox, verotel, stripe or off');
  });

  it('takes the Verotel Control Center API user only as a pair of user and password', () => {
    const verotel = { PAYMENTS: 'verotel', VEROTEL_SHOP_ID: '123', VEROTEL_SIGNATURE_KEY: 'k' };
    expect(problemsOf({ ...verotel, VEROTEL_API_USER: 'api-user' })).toEqual([
      'VEROTEL_API_USER, VEROTEL_API_PASSWORD: set both (the Control Center API user) or neither',
    ]);
    expect(problemsOf({ ...verotel, VEROTEL_API_BASE: 'ftp://x' })[0]).toMatch(/^VEROTEL_API_BASE: /);
    const config = loadConfig({ DATA_DIR: dir(), ...verotel, VEROTEL_API_USER: 'u', VEROTEL_API_PASSWORD: 'p' });
    expect(config.payments.verotel.controlCenter).toEqual({
      baseUrl: 'https://controlcenter.verotel.com/api',
      user: 'u',
      password: 'p',
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and ranges', () => {
    const trust = (v?: string) =>
      loadConfig({ DATA_DIR: dir(), ...(v === undefined ? {} : { TRUST_PROXY: v }) }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1,::1/128')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1/128']);
    expect(trust('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it('refuses TRUST_PROXY=true, which would believe any client-written X-Forwarded-For', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY: true would believe any client-written/);
    expect(problemsOf({ TRUST_PROXY: 'yes' })).toHaveLength(1);
  });

  it('names the entries of TRUST_PROXY that are not addresses or ranges', () => {
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1,proxy.local,10.0.0.0/33' })[0]).toMatch(
      /^TRUST_PROXY: .*\(not proxy\.local, 10\.0\.0\.0\/33\)$/,
    );
  });

  it('limits API reads to 600 a minute per address unless READ_RATE_LIMIT says otherwise (0 = off)', () => {
    expect(loadConfig({ DATA_DIR: dir() }).readRateLimit).toBe(600);
    expect(loadConfig({ DATA_DIR: dir(), READ_RATE_LIMIT: '0' }).readRateLimit).toBe(0);
    expect(problemsOf({ READ_RATE_LIMIT: 'lots' })[0]).toMatch(/^READ_RATE_LIMIT: /);
  });

  it('turns traces on with an OTLP endpoint, off without one or when the standard variables say so', () => {
    const tracing = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir(), ...env }).tracing;
    expect(tracing({})).toBeNull();
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      url: 'http://collector:4318/v1/traces',
      protocol: 'http/protobuf',
      serviceName: 'packdex',
      resource: {},
      sampler: 'parentbased_always_on',
      ratio: 1,
    });
    expect(
      tracing({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: 'packdex-eu',
        OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=production,team=ops%20one,broken',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
      }),
    ).toEqual({
      url: 'https://traces.example/otlp',
      protocol: 'http/json',
      serviceName: 'packdex-eu',
      resource: { 'deployment.environment.name': 'production', team: 'ops one' },
      sampler: 'parentbased_traceidratio',
      ratio: 0.25,
    });
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracing({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBeNull();
    expect(tracing({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBeNull();
  });

  it('refuses trace settings it cannot honour, each with a readable reason', () => {
    expect(problemsOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })[0]).toMatch(
      /^OTEL_EXPORTER_OTLP_PROTOCOL: .*gRPC is not supported/,
    );
    expect(problemsOf({ OTEL_TRACES_SAMPLER: 'sometimes' })[0]).toMatch(
      /^OTEL_TRACES_SAMPLER: .*must be one of always_on/,
    );
    expect(problemsOf({ OTEL_TRACES_SAMPLER_ARG: '1.5' })[0]).toMatch(/^OTEL_TRACES_SAMPLER_ARG: .*0 to 1/);
    expect(problemsOf({ OTEL_TRACES_EXPORTER: 'zipkin' })[0]).toMatch(/^OTEL_TRACES_EXPORTER: .*must be otlp or none/);
    expect(problemsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })[0]).toMatch(/^OTEL_EXPORTER_OTLP_ENDPOINT: /);
  });
});
