import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** What a region's law asks of an adult site (docs/compliance.md#regional-age-assurance). */
export const AGE_POLICY_LEVELS = ['self', 'verified'] as const;
export type AgePolicyLevel = (typeof AGE_POLICY_LEVELS)[number];

/**
 * What a visitor's request needs before the catalogue is shown: the age gate's self-declaration,
 * the provider's check, or nothing at all (a region that needs the provider when none is configured).
 */
export const AGE_REQUIREMENTS = ['self', 'verified', 'blocked'] as const;
export type AgeRequirement = (typeof AGE_REQUIREMENTS)[number];

/** What a visitor's request needs, and the region it was decided for (null: unknown, or not looked up). */
export interface AgeAssessment {
  requirement: AgeRequirement;
  region: string | null;
}

/** An ISO 3166-1 country (`GB`) or a subdivision of one, as ISO 3166-2 writes it (`US-TX`). */
export const REGION_CODE = /^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/;

/** The region of a path (`/admin/age-policy/{region}`), upper-cased. */
export const agePolicyRegionParam = z.object({
  region: z
    .string()
    .trim()
    .toUpperCase()
    .regex(REGION_CODE, { error: 'The region must be a country code (GB) or a country and state code (US-TX)' }),
});

/** PUT /admin/age-policy/{region}. */
export const agePolicyBody = z.object({
  level: z.enum(AGE_POLICY_LEVELS, { error: 'The level must be self or verified' }),
});
export type AgePolicyBody = z.infer<typeof agePolicyBody>;

/** One region's rule. */
export const agePolicy = z.object({
  region: z.string(),
  level: z.enum(AGE_POLICY_LEVELS),
  updatedAt: isoDateTime,
});
export type AgePolicy = z.infer<typeof agePolicy>;

/** GET /admin/age-policy: the rules, and what they come to on this site. */
export const agePolicyResponse = z.object({
  policies: z.array(agePolicy),
  /** Whether regions are looked up at all (AGE_POLICY). */
  enabled: z.boolean(),
  /** The level of a region no rule names, and of a visitor whose region is unknown. */
  unlisted: z.enum(AGE_POLICY_LEVELS),
  /** Whether an age-check provider is configured: without one, `verified` regions are blocked. */
  provider: z.boolean(),
});
export type AgePolicyResponse = z.infer<typeof agePolicyResponse>;
