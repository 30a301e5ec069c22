import net from 'node:net';

/**
 * The network an address belongs to, as one identity: an IPv4 /24 or an IPv6 /64 (what one
 * subscriber or one rented server block usually holds). Rotating the last octet, or the interface
 * part of an IPv6 address, stays the same identity. IPv4-mapped IPv6 counts as IPv4.
 */
export function networkPrefix(address: string): string {
  const ip = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
  if (net.isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (net.isIPv6(ip)) return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
  return ip.toLowerCase();
}

/** The eight groups of an IPv6 address, lower-case without leading zeros. */
function expandIpv6(ip: string): string[] {
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => (g.includes('.') ? g : (parseInt(g, 16) || 0).toString(16)));
}
