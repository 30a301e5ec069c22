import { constants, createPublicKey, type KeyObject, publicEncrypt } from 'node:crypto';
import { LINK_SPLIT_BYTES } from '@packdex/shared/constants';
import type { Viewer } from '../modules/users/users.service.ts';

/** RSA padding of the encrypted part: OAEP with SHA-256 (default) or PKCS#1 v1.5 for older monetisers. */
export type MonetiserPadding = 'oaep' | 'pkcs1';

interface MonetiserSettings {
  /** Host name of the file host; only its links (and its subdomains') are rewritten. */
  fileHostDomain: string;
  /** e.g. https://go.example/{data}?r={rest} */
  urlTemplate: string | undefined;
  /** PEM (SPKI or PKCS#1) RSA public key. */
  publicKey: string | undefined;
  padding: MonetiserPadding;
}

/** Rewrites one URL for a free audience; URLs that are not the file host's come back unchanged. */
export type LinkRewriter = (url: string) => string;

/** The links one viewer receives: direct for premium members and admins, monetised for everyone else. */
export type LinkPolicy = (viewer: Viewer | null) => LinkRewriter;

/** The stored URL as is: for admin-only answers (audit snapshots, admin lists) and premium viewers. */
export const directLink: LinkRewriter = (url) => url;

/** Largest message RSA can encrypt with this padding and modulus. */
function capacity(modulusBits: number, padding: MonetiserPadding): number {
  const k = Math.floor(modulusBits / 8);
  return padding === 'oaep' ? k - 2 * 32 - 2 : k - 11;
}

/** Env values often carry a PEM on one line with literal "\n". */
const normalisePem = (pem: string) => pem.replace(/\\n/g, '\n').trim();

/**
 * Checks the monetiser settings and returns one line per problem (empty when usable or unset):
 * template and key come together, the template has {data} and {rest} and is an http(s) URL, the
 * key is an RSA public key big enough to hold LINK_SPLIT_BYTES with the chosen padding.
 */
export function monetiserProblems(s: Omit<MonetiserSettings, 'fileHostDomain'>): string[] {
  const problems: string[] = [];
  if (!s.urlTemplate && !s.publicKey) return problems;
  if (!s.urlTemplate) problems.push('MONETIZER_URL_TEMPLATE: required when MONETIZER_PUBLIC_KEY is set');
  if (!s.publicKey) problems.push('MONETIZER_PUBLIC_KEY: required when MONETIZER_URL_TEMPLATE is set');
  if (s.urlTemplate) {
    if (!s.urlTemplate.includes('{data}') || !s.urlTemplate.includes('{rest}')) {
      problems.push('MONETIZER_URL_TEMPLATE: must contain {data} and {rest}, e.g. https://go.example/{data}?r={rest}');
    } else {
      const sample = s.urlTemplate.replaceAll('{data}', 'x').replaceAll('{rest}', 'x');
      if (!URL.canParse(sample) || !/^https?:$/.test(new URL(sample).protocol)) {
        problems.push('MONETIZER_URL_TEMPLATE: must be an http or https URL');
      }
    }
  }
  if (s.publicKey) {
    let key: KeyObject | undefined;
    try {
      key = createPublicKey(normalisePem(s.publicKey));
    } catch {
      problems.push('MONETIZER_PUBLIC_KEY: is not a PEM public key');
    }
    if (key && key.asymmetricKeyType !== 'rsa') problems.push('MONETIZER_PUBLIC_KEY: must be an RSA key');
    const bits = key?.asymmetricKeyDetails?.modulusLength;
    if (key?.asymmetricKeyType === 'rsa' && bits !== undefined && capacity(bits, s.padding) < LINK_SPLIT_BYTES) {
      problems.push(
        `MONETIZER_PUBLIC_KEY: a ${bits}-bit key cannot encrypt ${LINK_SPLIT_BYTES} bytes with ${s.padding} padding; use 2048 bits or more`,
      );
    }
  }
  return problems;
}

/** RFC 3986 unreserved bytes stay; every other byte becomes %XX (works on a split UTF-8 sequence too). */
function percentEncodeBytes(bytes: Buffer): string {
  let out = '';
  for (const b of bytes) {
    const c = String.fromCharCode(b);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function onFileHost(url: string, domain: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') return false;
  const host = hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * The link monetiser (docs/product.md#catalogue): the URL's first LINK_SPLIT_BYTES bytes are
 * RSA-encrypted and base64url-encoded into {data}, the rest percent-encoded into {rest}. Null when
 * unconfigured (then nothing is rewritten). Settings are assumed checked by monetiserProblems.
 */
export function createMonetiser(s: MonetiserSettings): LinkRewriter | null {
  if (!s.urlTemplate || !s.publicKey) return null;
  const template = s.urlTemplate;
  const key = createPublicKey(normalisePem(s.publicKey));
  const domain = s.fileHostDomain.toLowerCase();
  const options =
    s.padding === 'oaep'
      ? { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }
      : { key, padding: constants.RSA_PKCS1_PADDING };
  return (url) => {
    if (!onFileHost(url, domain)) return url;
    const bytes = Buffer.from(url, 'utf8');
    const data = publicEncrypt(options, bytes.subarray(0, LINK_SPLIT_BYTES)).toString('base64url');
    const rest = percentEncodeBytes(bytes.subarray(LINK_SPLIT_BYTES));
    return template.replaceAll('{data}', data).replaceAll('{rest}', rest);
  };
}

/** Premium members and admins get the direct link; visitors and free accounts the monetised one. */
export function linkPolicy(monetiser: LinkRewriter | null): LinkPolicy {
  return (viewer) => (!monetiser || viewer?.isPremium || viewer?.isAdmin ? directLink : monetiser);
}
