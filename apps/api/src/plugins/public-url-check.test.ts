import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { bindsAllInterfaces, isLoopback, publicUrlWarnings } from './public-url-check.ts';

const t = useTestApp();

/** The app with `config`, logging warnings into an array of parsed lines. */
async function loggedApp(config: Partial<Config>) {
  const lines: { msg: string; host?: string }[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)) as { msg: string });
      cb();
    },
  });
  const app = await buildApp({ ...t.config, ...config }, { database: t.database, logger: { level: 'warn', stream } });
  const warnings = () => lines.filter((l) => l.msg.includes('PUBLIC_URL'));
  return { app, warnings };
}

const page = (url: string, host: string, headers: Record<string, string> = {}) => ({
  url,
  headers: { host, accept: 'text/html', ...headers },
});

describe('PUBLIC_URL against the address people use', () => {
  it('tells loopback names and addresses from the rest, and every-interface binds from one', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])
      expect(isLoopback(host), host).toBe(true);
    for (const host of ['packdex.example', '10.0.0.5', '192.168.1.20', '::ffff:10.0.0.1', 'localhost.example'])
      expect(isLoopback(host), host).toBe(false);
    expect(['0.0.0.0', '::'].map(bindsAllInterfaces)).toEqual([true, true]);
    expect(['127.0.0.1', '10.0.0.5', 'localhost'].map(bindsAllInterfaces)).toEqual([false, false, false]);
  });

  it('warns at start when PUBLIC_URL only opens on this machine while HOST takes everyone', () => {
    const [warning, ...more] = publicUrlWarnings({ publicUrl: 'http://localhost:3000', host: '0.0.0.0' });
    expect(more).toEqual([]);
    expect(warning).toContain(
      'PUBLIC_URL is http://localhost:3000, an address only this machine can open, but HOST=0.0.0.0',
    );
    expect(warning).not.toContain('\n');
    expect(publicUrlWarnings({ publicUrl: 'http://127.0.0.1:3000', host: '::' })).toHaveLength(1);
    // Local on both sides, or public on both: nothing to say.
    expect(publicUrlWarnings({ publicUrl: 'http://localhost:3000', host: '127.0.0.1' })).toEqual([]);
    expect(publicUrlWarnings({ publicUrl: 'https://packdex.example', host: '0.0.0.0' })).toEqual([]);
  });

  it('logs one line at the first page asked for at another host than PUBLIC_URL’s, and only that one', async () => {
    const { app, warnings } = await loggedApp({ publicUrl: 'http://localhost:3000' });
    // The API and PUBLIC_URL's own host say nothing.
    await app.inject({ url: '/api/health', headers: { host: '10.0.0.9:3000' } });
    await app.inject(page('/', 'localhost:3000'));
    await app.inject(page('/models', 'LOCALHOST:3000'));
    expect(warnings()).toEqual([]);

    await app.inject(page('/models', '127.0.0.1:3000'));
    await app.inject(page('/', '127.0.0.1:3000'));
    await app.inject(page('/dmca', '192.168.1.20:3000'));
    await app.close();
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({
      host: '127.0.0.1:3000',
      msg: expect.stringMatching(
        /^A page was asked for at http:\/\/127\.0\.0\.1:3000 but PUBLIC_URL is http:\/\/localhost:3000: .*arrive signed out\./,
      ),
    });
  });

  it('reads the address behind a trusted proxy from its forwarded host and scheme', async () => {
    const { app, warnings } = await loggedApp({ publicUrl: 'https://packdex.example', trustProxy: ['127.0.0.1'] });
    const forwarded = { 'x-forwarded-host': 'packdex.example', 'x-forwarded-proto': 'https' };
    await app.inject({ ...page('/', 'internal:3000', forwarded), remoteAddress: '127.0.0.1' });
    expect(warnings()).toEqual([]);
    await app.inject({
      ...page('/', 'internal:3000', { ...forwarded, 'x-forwarded-host': 'www.packdex.example' }),
      remoteAddress: '127.0.0.1',
    });
    await app.close();
    expect(warnings().map((w) => w.host)).toEqual(['www.packdex.example']);
  });
});
