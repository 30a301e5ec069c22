import net from 'node:net';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

// A session lives in the browser's storage, which is kept per address (origin): someone who signed
// in at http://127.0.0.1:3000 is signed out at http://localhost:3000. The site sends people to
// PUBLIC_URL (the payment provider's return, links in e-mails), so a PUBLIC_URL other than the
// address they use brings a buyer back signed out. Two warnings say so: one at start, one at the
// first page asked for at another address.

const LOOPBACK_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost', 'ip6-loopback']);

/** Whether a host name or address (IPv6 with or without brackets) reaches this machine only. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (LOOPBACK_NAMES.has(host) || host.endsWith('.localhost')) return true;
  if (net.isIPv4(host)) return host.startsWith('127.');
  if (net.isIPv6(host)) return host === '::1' || /^(0{0,4}:){7}0{0,3}1$/.test(host) || host.startsWith('::ffff:127.');
  return false;
}

/** Whether HOST makes the server reachable from other machines (every interface). */
export function bindsAllInterfaces(host: string): boolean {
  return ['0.0.0.0', '::', '[::]', '::0'].includes(host);
}

/**
 * What is wrong at start with the address the site names itself by, one line each: a PUBLIC_URL
 * that only this machine can open while the server takes visitors from other machines.
 */
export function publicUrlWarnings(config: Pick<Config, 'publicUrl' | 'host'>): string[] {
  const { hostname } = new URL(config.publicUrl);
  if (!isLoopback(hostname) || !bindsAllInterfaces(config.host)) return [];
  return [
    `PUBLIC_URL is ${config.publicUrl}, an address only this machine can open, but HOST=${config.host} takes visitors from other machines: ` +
      'the payment provider and the links in e-mails would send them there, signed out. Set PUBLIC_URL to the address people type.',
  ];
}

/** A URL's host as the browser keeps it apart: lower case, without the scheme's default port; null when unreadable. */
function originHost(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}://${host}`).host;
  } catch {
    return null;
  }
}

/**
 * Watches the pages asked for (not the API: a proxy's health checks and scripts may use any
 * address) and logs one line the first time one comes for another host than PUBLIC_URL's. Then it
 * stops looking: it keeps one flag, whatever the traffic.
 */
export function publicHostWatch(publicUrl: string, log: FastifyBaseLogger): (request: FastifyRequest) => void {
  const url = new URL(publicUrl);
  const expected = url.host;
  let warned = false;
  return (request) => {
    if (warned) return;
    const seen = originHost(request.protocol, request.host);
    if (seen === null || seen === expected) return;
    warned = true;
    log.warn(
      { host: seen, publicUrl },
      `A page was asked for at ${request.protocol}://${seen} but PUBLIC_URL is ${publicUrl}: sessions are kept per address, so people sent to PUBLIC_URL (the payment provider's return, links in e-mails) arrive signed out. Set PUBLIC_URL to the address people use (said once).`,
    );
  };
}
