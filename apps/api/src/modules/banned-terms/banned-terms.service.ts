import type { BannedTerm } from '@packdex/shared/schemas';
import type { Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { toIso } from '../../lib/time.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import { findBannedTerm, termKey } from './banned-terms-match.ts';
import type { BannedTermsRepository } from './banned-terms.repository.ts';

interface Deps {
  transact: Transact;
  terms: BannedTermsRepository;
  audit: Pick<AuditRepository, 'record'>;
  /**
   * How long the in-memory copy is trusted. A change made here drops it at once; another instance's
   * change is seen when this runs out (BANNED_TERMS_CACHE_SECONDS).
   */
  cacheMs: number;
}

/** A field of a form to check: its name as the error quotes it, and its text. */
export interface CheckedField {
  field: string;
  text: string | null | undefined;
}

/**
 * Banned terms (docs/compliance.md#banned-terms): words that suggest a minor or a lack of consent,
 * refused in the catalogue's titles, tags, names and bios (400 naming the term) and answered with
 * no results in searches. The list is small: it is held in memory and reloaded after a change.
 */
export function bannedTermsService({ transact, terms, audit, cacheMs }: Deps) {
  let cached: { at: number; list: { term: string; key: string }[] } | undefined;
  let loading: Promise<{ term: string; key: string }[]> | undefined;

  async function list(): Promise<{ term: string; key: string }[]> {
    if (cached && clock.millis() - cached.at < cacheMs) return cached.list;
    loading ??= terms
      .all()
      .then((rows) => {
        const loaded = rows.map((r) => ({ term: r.term, key: termKey(r.term) })).filter((t) => t.key);
        cached = { at: clock.millis(), list: loaded };
        return loaded;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  const forget = () => {
    cached = undefined;
  };

  return {
    /** The first banned term in `text`, or undefined. */
    async find(text: string | null | undefined): Promise<string | undefined> {
      if (!text) return undefined;
      return findBannedTerm(text, await list());
    },

    /** 400 naming the term and the field when any field holds a banned term. */
    async assertAllowed(fields: CheckedField[]): Promise<void> {
      const all = await list();
      for (const { field, text } of fields) {
        const term = text ? findBannedTerm(text, all) : undefined;
        if (term) throw badRequest(`${field} contains the banned term "${term}"`);
      }
    },

    async all(): Promise<BannedTerm[]> {
      return (await terms.all()).map((r) => ({ id: r.id, term: r.term, createdAt: toIso(r.created_at) }));
    },

    async add(admin: Viewer, raw: string): Promise<BannedTerm> {
      const term = raw.trim().toLowerCase().replace(/\s+/g, ' ');
      if (!termKey(term)) throw badRequest('A banned term needs at least one letter');
      const at = clock.now().toISOString();
      const row = await transact(async (trx) => {
        if (await terms.findByTerm(term, trx)) throw conflict(`"${term}" is already banned`);
        const created = await terms.insert(term, admin.id, at, trx);
        await audit.record(
          {
            adminId: admin.id,
            action: 'banned_term.add',
            entity: 'banned_term',
            entityId: created.id,
            details: { label: term, before: null, after: { term } },
            at,
          },
          trx,
        );
        return created;
      });
      forget();
      return { id: row.id, term: row.term, createdAt: toIso(row.created_at) };
    },

    async remove(admin: Viewer, id: number): Promise<void> {
      const at = clock.now().toISOString();
      await transact(async (trx) => {
        const row = await terms.findById(id, trx);
        if (!row) throw notFound('Banned term not found');
        await terms.remove(id, trx);
        await audit.record(
          {
            adminId: admin.id,
            action: 'banned_term.delete',
            entity: 'banned_term',
            entityId: id,
            details: { label: row.term, before: { term: row.term }, after: null },
            at,
          },
          trx,
        );
      });
      forget();
    },
  };
}
export type BannedTermsService = ReturnType<typeof bannedTermsService>;

/** What the catalogue's services ask of the list. */
export type BannedTermsGuard = Pick<BannedTermsService, 'find' | 'assertAllowed'>;

/** A guard that bans nothing: for services built without the list (tests of other rules). */
export const noBannedTerms: BannedTermsGuard = {
  find: () => Promise.resolve(undefined),
  assertAllowed: () => Promise.resolve(),
};

/** The fields of the catalogue's forms that may not hold a banned term. */
export const catalogueFields = (fields: {
  title?: string;
  name?: string;
  bio?: string | null;
  tags: readonly string[];
  aliases?: readonly string[];
}) => [
  { field: 'The title', text: fields.title },
  { field: 'The name', text: fields.name },
  ...(fields.aliases ?? []).map((alias) => ({ field: `The alias "${alias}"`, text: alias })),
  { field: 'The bio', text: fields.bio },
  ...fields.tags.map((tag) => ({ field: `The tag "${tag}"`, text: tag })),
];
