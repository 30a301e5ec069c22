import { createHash } from 'node:crypto';
import { conflict } from '../../lib/errors.ts';
import type { Executor } from '../../db/schema.ts';
import type { DenylistRepository } from './denylist.repository.ts';

/**
 * One spelling per link: scheme and host lower-case, default port, fragment and trailing slash of
 * the path dropped, query kept (it often names the file). Text that is not a URL is only trimmed.
 */
export function normaliseUrl(raw: string): string {
  const text = raw.trim();
  if (!URL.canParse(text)) return text;
  const url = new URL(text);
  url.hash = '';
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${url.protocol}//${url.host}${path === '/' ? '' : path}${url.search}`;
}

const keyOf = (url: string) => createHash('sha256').update(normaliseUrl(url)).digest('hex');

/**
 * The URL denylist (docs/trust-and-safety.md#denylist): a resolved child-safety or consent report
 * adds the removed item's link; creating or editing content with a denied link answers 409.
 */
export function denylistService(repo: DenylistRepository) {
  return {
    /** Throws 409 when the link was removed after a resolved child-safety or consent report. */
    async assertAllowed(url: string, executor?: Executor): Promise<void> {
      if (await repo.findByKey(keyOf(url), executor))
        throw conflict('This link was removed after a child-safety or consent report and cannot be listed again');
    },

    async add(
      entry: { url: string; reason: string; reportId: number | null; addedBy: number | null; at: string },
      executor?: Executor,
    ): Promise<void> {
      await repo.add({ ...entry, url: normaliseUrl(entry.url), urlKey: keyOf(entry.url) }, executor);
    },
  };
}
export type DenylistService = ReturnType<typeof denylistService>;
