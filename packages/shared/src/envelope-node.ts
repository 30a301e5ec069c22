import { createCipheriv, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { isEnvelopeKey } from './envelope.ts';
import type { Envelope } from './schemas/envelope.ts';

// Keys as KeyObjects, made once: building one from the hex string on every answer was 2 % of the
// server's CPU under load. A server has one key; tests use a few.
const keys = new Map<string, KeyObject>();

function keyOf(keyHex: string): KeyObject {
  let key = keys.get(keyHex);
  if (!key) {
    if (!isEnvelopeKey(keyHex)) throw new Error('Envelope key must be 64 hex characters');
    if (keys.size >= 16) keys.clear();
    key = createSecretKey(Buffer.from(keyHex, 'hex'));
    keys.set(keyHex, key);
  }
  return key;
}

/** Encrypts a JSON value into the response envelope with AES-256-GCM (12-byte IV, 16-byte tag). */
export function encryptEnvelope(value: unknown, keyHex: string): Envelope {
  return encryptEnvelopeText(JSON.stringify(value) ?? 'null', keyHex);
}

/** Encrypts text that is already serialised JSON into the response envelope. */
export function encryptEnvelopeText(json: string, keyHex: string): Envelope {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keyHex), iv, { authTagLength: 16 });
  const data = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return {
    encrypted: true,
    data: data.toString('base64'),
    iv: iv.toString('hex'),
    authTag: cipher.getAuthTag().toString('hex'),
  };
}
