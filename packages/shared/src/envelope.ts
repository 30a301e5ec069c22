import type { Envelope } from './schemas/envelope.ts';

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const IV_HEX = /^[0-9a-fA-F]{24}$/;
const TAG_HEX = /^[0-9a-fA-F]{32}$/;

/** True when a payload has the exact envelope shape that the client agrees to decrypt (docs/product.md#encrypted-answers). */
export function isEnvelope(payload: unknown): payload is Envelope {
  if (typeof payload !== 'object' || payload === null) return false;
  const p = payload as Record<string, unknown>;
  return (
    p.encrypted === true &&
    typeof p.data === 'string' &&
    p.data.length % 4 === 0 &&
    BASE64.test(p.data) &&
    typeof p.iv === 'string' &&
    IV_HEX.test(p.iv) &&
    typeof p.authTag === 'string' &&
    TAG_HEX.test(p.authTag)
  );
}

/** True when a text is a 256-bit key written as 64 hex characters. */
export function isEnvelopeKey(keyHex: string): boolean {
  return HEX_KEY.test(keyHex);
}

/** Hex text to bytes. */
function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

type WithFromBase64 = { fromBase64?: (text: string) => Uint8Array<ArrayBuffer> };

/**
 * Base64 text to bytes: the engine's own decoder where it has one (Chrome 140, Firefox 133, Safari
 * 18.2), else the loop below, which took 3–9 ms of a first visit's main thread in traces of the
 * bench host (docs/web-performance.md).
 */
function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const engine = Uint8Array as WithFromBase64;
  if (typeof engine.fromBase64 === 'function') return engine.fromBase64(b64);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

type AesKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
const keyCache = new Map<string, Promise<AesKey>>();
function importKey(keyHex: string): Promise<AesKey> {
  let key = keyCache.get(keyHex);
  if (!key) {
    key = crypto.subtle.importKey('raw', hexToBytes(keyHex), { name: 'AES-GCM' }, false, ['decrypt']);
    keyCache.set(keyHex, key);
  }
  return key;
}

/**
 * Decrypts an envelope with WebCrypto (browser or Node). The plaintext is parsed as JSON when it
 * is JSON, otherwise returned as text. Throws when the key is wrong or the data was tampered with.
 */
export async function decryptEnvelope(env: Envelope, keyHex: string): Promise<unknown> {
  if (!isEnvelopeKey(keyHex)) throw new Error('Envelope key must be 64 hex characters');
  const cipher = base64ToBytes(env.data);
  const tag = hexToBytes(env.authTag);
  const joined = new Uint8Array(cipher.length + tag.length);
  joined.set(cipher, 0);
  joined.set(tag, cipher.length);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: hexToBytes(env.iv), tagLength: 128 },
    await importKey(keyHex),
    joined,
  );
  const text = new TextDecoder().decode(plain);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Opens a response payload as the client must: an exact envelope is decrypted; anything else is
 * returned as received; a failed decryption returns the raw payload and reports the failure.
 */
export async function openEnvelope(
  payload: unknown,
  keyHex: string,
  onError: (error: unknown) => void = () => {},
): Promise<unknown> {
  if (!isEnvelope(payload)) return payload;
  try {
    return await decryptEnvelope(payload, keyHex);
  } catch (error) {
    onError(error);
    return payload;
  }
}
