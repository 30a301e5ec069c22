import { LRUCache } from 'lru-cache';
import type { AgePolicy, AgePolicyLevel, AgePolicyResponse, AgeRequirement } from '@packdex/shared/schemas';
import type { Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { toIso } from '../../lib/time.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import type { AgePolicyRepository } from './age-policy.repository.ts';

interface Deps {
  transact: Transact;
  policies: AgePolicyRepository;
  audit: Pick<AuditRepository, 'record'>;
  /** AGE_POLICY: whether regions are looked up at all. */
  enabled: boolean;
  /** The level of a region no rule names, and of an address no database places (loopback). */
  unlisted: AgePolicyLevel;
  /** Whether an age-check provider is configured (AGE_ASSURANCE=oidc). */
  provider: boolean;
  /** The region of an address (ip-regions.ts), or null. */
  regionOf: (ip: string) => string | null;
  /**
   * How long a region's rule is trusted in memory. A change made here drops them at once; another
   * instance's change is seen when this runs out (AGE_POLICY_CACHE_SECONDS).
   */
  cacheMs: number;
}

/** No rule for a region (cached as such: an LRU cannot hold undefined). */
const NONE = 'none';
/** Regions a cache holds at most: every country and US state fits, so a flood of odd ones cannot grow it. */
const CACHE_MAX = 1000;

const toPolicy = (row: { region: string; level: string; updated_at: unknown }): AgePolicy => ({
  region: row.region,
  level: row.level as AgePolicyLevel,
  updatedAt: toIso(row.updated_at as string | Date),
});

/**
 * Regional age assurance (docs/compliance.md#regional-age-assurance): which regions' laws ask for a
 * verified age, and so what a visitor's request needs before the catalogue is shown. A US state's
 * rule (`US-TX`) is looked up before its country's (`US`); a region no rule names gets `unlisted`.
 */
export function agePolicyService({ transact, policies, audit, enabled, unlisted, provider, regionOf, cacheMs }: Deps) {
  const cache = new LRUCache<string, AgePolicyLevel | typeof NONE>({ max: CACHE_MAX, ttl: Math.max(cacheMs, 1) });

  async function ruleOf(region: string): Promise<AgePolicyLevel | undefined> {
    let level = cache.get(region);
    if (level === undefined) {
      level = ((await policies.find(region))?.level as AgePolicyLevel | undefined) ?? NONE;
      if (cacheMs > 0) cache.set(region, level);
    }
    return level === NONE ? undefined : level;
  }

  /** The level the law of `region` asks for. */
  async function levelOf(region: string | null): Promise<AgePolicyLevel> {
    if (!region) return unlisted;
    const country = region.split('-')[0]!;
    return (await ruleOf(region)) ?? (country !== region ? await ruleOf(country) : undefined) ?? unlisted;
  }

  return {
    enabled,

    /**
     * What a request from `ip` needs before the catalogue is shown: the age gate (`self`), the
     * provider's check (`verified`), or nothing at all when the provider is needed and none is
     * configured (`blocked`, 451).
     */
    async assess(ip: string): Promise<{ requirement: AgeRequirement; region: string | null }> {
      const region = enabled ? regionOf(ip) : null;
      const level = await levelOf(region);
      if (level === 'self') return { requirement: 'self', region };
      return { requirement: provider ? 'verified' : 'blocked', region };
    },

    async list(): Promise<AgePolicyResponse> {
      return { policies: (await policies.all()).map(toPolicy), enabled, unlisted, provider };
    },

    async set(admin: Viewer, region: string, level: AgePolicyLevel): Promise<AgePolicy> {
      const at = clock.now().toISOString();
      const row = await transact(async (trx) => {
        const before = await policies.find(region, trx);
        const saved = before
          ? await policies.update({ id: before.id, level, by: admin.id, at }, trx)
          : await policies.insert({ region, level, by: admin.id, at }, trx);
        await audit.record(
          {
            adminId: admin.id,
            action: 'age_policy.set',
            entity: 'age_policy',
            entityId: saved.id,
            details: { label: region, before: before ? { level: before.level } : null, after: { level } },
            at,
          },
          trx,
        );
        return saved;
      });
      cache.clear();
      return toPolicy(row);
    },

    async remove(admin: Viewer, region: string): Promise<void> {
      const at = clock.now().toISOString();
      await transact(async (trx) => {
        const before = await policies.find(region, trx);
        if (!before) throw notFound(`No age policy for ${region}`);
        await policies.remove(before.id, trx);
        await audit.record(
          {
            adminId: admin.id,
            action: 'age_policy.remove',
            entity: 'age_policy',
            entityId: before.id,
            details: { label: region, before: { level: before.level }, after: null },
            at,
          },
          trx,
        );
      });
      cache.clear();
    },
  };
}
export type AgePolicyService = ReturnType<typeof agePolicyService>;
