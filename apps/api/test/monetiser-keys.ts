import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';

/** A fresh RSA key pair for link-monetiser tests (PEM), never a real one. */
export function monetiserKeys(modulusLength = 2048): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** Percent-decoding to bytes (a split may cut a UTF-8 sequence, so not decodeURIComponent). */
function percentDecodeBytes(text: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '%') {
      out.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(text.charCodeAt(i));
  }
  return Buffer.from(out);
}

/**
 * What the monetiser's service does with a rewritten link made from a template of the shape
 * `https://host/{data}?r={rest}`: decrypts {data} with the private key and appends {rest}.
 */
export function openMonetised(link: string, privateKey: string, padding: 'oaep' | 'pkcs1' = 'oaep'): string {
  const match = /^https?:\/\/[^/]+\/([^?]+)\?r=(.*)$/.exec(link);
  if (!match) throw new Error(`not a monetised link: ${link}`);
  const first = privateDecrypt(
    padding === 'oaep'
      ? { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }
      : { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(match[1]!, 'base64url'),
  );
  return Buffer.concat([first, percentDecodeBytes(match[2]!)]).toString('utf8');
}
