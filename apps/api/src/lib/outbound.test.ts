import dns from 'node:dns';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInDns, type StandInDns } from '../../test/stand-in-dns.ts';
import { standInHost, type StandInHost } from '../../test/stand-in-host.ts';
import {
  allowListProblems,
  caresLookup,
  isPublicAddress,
  outbound,
  OutboundError,
  parseAllowList,
} from './outbound.ts';

const refused = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((err) => err instanceof OutboundError && err.kind === 'refused');

describe('the public-address rule', () => {
  it('refuses loopback, private, link-local, CGNAT, unique-local, multicast, unspecified and metadata addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      '224.0.0.1',
      'ff02::1',
      '0.0.0.0',
      '::',
      '255.255.255.255',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2002:a00:1::',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('accepts public unicast addresses, IPv4-mapped ones included', () => {
    for (const address of ['93.184.216.34', '1.1.1.1', '172.32.0.1', '2606:4700::1111', '::ffff:93.184.216.34'])
      expect(isPublicAddress(address), address).toBe(true);
  });
});

describe('OUTBOUND_ALLOW', () => {
  it('is host:port pairs, and anything else is a configuration problem', () => {
    expect([...parseAllowList(' Files.Test:8080,127.0.0.1:9000 ,')]).toEqual(['files.test:8080', '127.0.0.1:9000']);
    expect(allowListProblems('[::1]:80,files.test:1')).toEqual([]);
    expect(allowListProblems('files.test,127.0.0.1:80')).toEqual(['OUTBOUND_ALLOW: "files.test" is not host:port']);
  });
});

describe('outgoing requests', () => {
  let host: StandInHost;
  let other: StandInHost;

  beforeAll(async () => {
    host = await standInHost({
      '/file': (_req, res) => res.writeHead(200, { 'content-type': 'application/zip' }).end('zipdata'),
      '/big': (_req, res) => res.writeHead(200).end('x'.repeat(5000)),
      '/slow': (_req, res) => void setTimeout(() => res.writeHead(200).end('late'), 2000),
      '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
      '/hop': (_req, res) => res.writeHead(301, { location: '/file' }).end(),
      '/to-loopback': (_req, res) => res.writeHead(302, { location: `${other.origin}/file` }).end(),
      '/to-metadata': (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end(),
      '/to-ftp': (_req, res) => res.writeHead(302, { location: 'ftp://example.test/x' }).end(),
    });
    other = await standInHost({ '/file': (_req, res) => res.writeHead(200).end('secret') });
  });
  afterAll(async () => {
    await host.close();
    await other.close();
  });

  const client = (allow: string, addresses: Record<string, string[]> = {}) =>
    outbound({
      allow: parseAllowList(allow),
      userAgent: 'PackdexTest/1',
      lookup: (name) =>
        Promise.resolve((addresses[name] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))),
    });

  it('refuses a literal loopback or private address at once, without connecting', async () => {
    const before = other.log.length;
    const c = client('');
    await refused(c.request(`${other.origin}/file`));
    await refused(c.request(`http://[::1]:${other.port}/file`));
    await refused(c.request(`http://[::ffff:127.0.0.1]:${other.port}/file`));
    await refused(c.request('http://10.1.2.3/file'));
    await refused(c.request('http://169.254.169.254/latest/meta-data/'));
    expect(() => c.check('http://192.168.0.1/')).toThrow(OutboundError);
    expect(other.log.length).toBe(before);
  });

  it('refuses other schemes and URLs with credentials', async () => {
    const c = client('');
    await refused(c.request('file:///etc/passwd'));
    await refused(c.request('ftp://example.test/x'));
    await refused(c.request('http://user:pass@example.test/x'));
    await refused(c.request('not a url'));
  });

  it('refuses a name that resolves to a private address, or to any forbidden one among public ones', async () => {
    const c = client('', { 'inside.test': ['10.0.0.7'], 'mixed.test': ['93.184.216.34', '127.0.0.1'] });
    await refused(c.request('http://inside.test/file'));
    await refused(c.request('http://mixed.test/file'));
  });

  it('connects to the address it checked: an allowed name is pinned to its resolved address', async () => {
    const c = client(`files.test:${host.port}`, { 'files.test': ['127.0.0.1'] });
    const res = await c.request(`http://files.test:${host.port}/file`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('zipdata');
    expect(host.log.at(-1)).toMatchObject({ host: `files.test:${host.port}`, userAgent: 'PackdexTest/1' });
  });

  it('lets the allow list exempt a named address, and nothing else', async () => {
    const res = await client(`127.0.0.1:${host.port}`).request(`${host.origin}/hop`);
    expect(res).toMatchObject({ status: 200, redirects: 1, url: `${host.origin}/file` });
    await refused(client(`127.0.0.1:${host.port + 1}`).request(`${host.origin}/file`));
  });

  it('checks every redirect: one to 127.0.0.1, to the metadata address or to another scheme is refused', async () => {
    const c = client(`127.0.0.1:${host.port}`);
    const before = other.log.length;
    await refused(c.request(`${host.origin}/to-loopback`));
    await refused(c.request(`${host.origin}/to-metadata`));
    await refused(c.request(`${host.origin}/to-ftp`));
    expect(other.log.length).toBe(before);
  });

  it('bounds redirects, time and size', async () => {
    const c = client(`127.0.0.1:${host.port}`);
    await expect(c.request(`${host.origin}/loop`, { maxRedirects: 3 })).rejects.toMatchObject({ kind: 'redirects' });
    await expect(c.request(`${host.origin}/slow`, { timeoutMs: 200 })).rejects.toMatchObject({ kind: 'timeout' });
    await expect(c.request(`${host.origin}/big`, { maxBytes: 1000 })).rejects.toMatchObject({ kind: 'too_large' });
  });
});

describe('name resolution (c-ares, off the threadpool)', () => {
  let host: StandInHost;
  let zone: StandInDns;

  beforeAll(async () => {
    host = await standInHost({ '/file': (_req, res) => res.writeHead(200).end('zipdata') });
    zone = await standInDns({
      'files.test': ['127.0.0.1'],
      'inside.test': ['10.0.0.7'],
      'dual.test': ['93.184.216.34', '::1'],
      'public.test': ['93.184.216.34', '2606:4700::1111'],
      'empty.test': [],
    });
  });
  afterAll(async () => {
    await host.close();
    await zone.close();
  });
  afterEach(() => vi.restoreAllMocks());

  const client = (allow: string) =>
    outbound({ allow: parseAllowList(allow), userAgent: 'PackdexTest/1', dnsServers: [zone.server] });

  it('asks the name servers for A and AAAA, never getaddrinfo, and connects to the checked address', async () => {
    const lookup = vi.spyOn(dns, 'lookup');
    const promisesLookup = vi.spyOn(dns.promises, 'lookup');
    const before = zone.log.length;
    const res = await client(`files.test:${host.port}`).request(`http://files.test:${host.port}/file`);
    expect(res).toMatchObject({ status: 200 });
    expect(host.log.at(-1)).toMatchObject({ host: `files.test:${host.port}` });
    expect(zone.log.slice(before)).toEqual(
      expect.arrayContaining([
        { name: 'files.test', type: 'A' },
        { name: 'files.test', type: 'AAAA' },
      ]),
    );
    expect(lookup).not.toHaveBeenCalled();
    expect(promisesLookup).not.toHaveBeenCalled();
  });

  it('answers every address of both families, and the rule checks each of them', async () => {
    const resolve = caresLookup([zone.server]);
    expect(await resolve('public.test')).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ]);
    const c = client('');
    await refused(c.request('http://inside.test/file'));
    // A public IPv4 address does not excuse a loopback IPv6 one.
    await refused(c.request('http://dual.test/file'));
  });

  it("fails a name that does not resolve as the far end's network failure, not a refusal", async () => {
    await expect(caresLookup([zone.server])('missing.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(caresLookup([zone.server])('empty.test')).rejects.toMatchObject({ code: 'ENODATA' });
    await expect(client('').request('http://missing.test/file')).rejects.toSatisfy(
      (err) => err instanceof OutboundError && err.kind === 'network',
    );
  });

  it('takes localhost for loopback without asking DNS: allowed only through OUTBOUND_ALLOW', async () => {
    const before = zone.log.length;
    expect(await caresLookup([zone.server])('LOCALHOST')).toEqual([
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]);
    const res = await client(`localhost:${host.port}`).request(`http://localhost:${host.port}/file`);
    expect(res.status).toBe(200);
    await refused(client('').request(`http://localhost:${host.port}/file`));
    await refused(client('').request(`http://files.localhost:${host.port}/file`));
    expect(zone.log.length).toBe(before);
  });

  it('judges a literal address at once, with no question asked', async () => {
    const before = zone.log.length;
    expect((await client(`127.0.0.1:${host.port}`).request(`${host.origin}/file`)).status).toBe(200);
    await refused(client('').request(`${host.origin}/file`));
    expect(zone.log.length).toBe(before);
  });
});
