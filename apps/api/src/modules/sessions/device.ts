import type { FastifyRequest } from 'fastify';
import { addressKey } from '../../plugins/read-limit.ts';

/** What a sign-in records of the client: its User-Agent and address. */
export interface Client {
  userAgent: string | undefined;
  ip: string;
}

export const clientOf = (request: FastifyRequest): Client => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

// First match wins: Edge and Opera also name Chrome, Chrome also names Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A short description of a User-Agent, such as "Firefox · Windows"; "Unknown device" when nothing is recognised. */
export function describeDevice(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Unknown device';
}

/** The network of an address, never the address itself: IPv4 /24, IPv6 /64. */
export function networkOf(ip: string): string | null {
  const key = addressKey(ip);
  if (key.includes('/')) return key;
  const ipv4 = /^(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(key);
  return ipv4 ? `${ipv4[1]}.${ipv4[2]}.${ipv4[3]}.0/24` : null;
}
