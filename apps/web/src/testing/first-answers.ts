import { vi } from 'vitest';
import { DEV_ENVELOPE_KEY } from '@/config/runtime.ts';
import { FIRST_ANSWERS_ELEMENT_ID, openFirstAnswers } from '@/lib/first-answers.ts';

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Encrypts like the server: AES-256-GCM, 12-byte IV, 16-byte tag sent apart from the data. */
export async function seal(value: unknown, keyHex = DEV_ENVELOPE_KEY) {
  const keyBytes = new Uint8Array((keyHex.match(/../g) ?? []).map((h) => Number.parseInt(h, 16)));
  const key = await crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value))),
  );
  return {
    encrypted: true,
    data: btoa(String.fromCharCode(...sealed.slice(0, -16))),
    iv: hex(iv),
    authTag: hex(sealed.slice(-16)),
  };
}

/** A document holding `text` as its first-answers element (or none). */
export const pageWith = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === FIRST_ANSWERS_ELEMENT_ID && text !== null ? { textContent: text } : null),
  }) as unknown as Document;

/** A query's initial data, as TanStack Query reads it. */
export const initialDataOf = (options: { initialData?: unknown }) =>
  typeof options.initialData === 'function' ? (options.initialData as () => unknown)() : options.initialData;

/**
 * Opens `answers` (path and query → body) as the first answers of a page a signed-out visitor
 * loaded: storage is stubbed empty (undo with vi.unstubAllGlobals).
 */
export async function openSignedOutPage(answers: Record<string, unknown>): Promise<void> {
  vi.stubGlobal('window', { localStorage: { getItem: () => null } });
  await openFirstAnswers(pageWith(JSON.stringify(answers)));
}
