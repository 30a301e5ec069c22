import type { ReviewKind } from '@packdex/shared/schemas/review';
import type { Executor } from '../db/schema.ts';

/**
 * Where a new model or item goes (docs/compliance.md#review-before-publication): with review before
 * publication on, a hidden draft in the review queue; otherwise published at once. The admin forms
 * and the catalogue import call it inside the transaction that creates the row; the review module
 * implements it.
 */
export interface Drafts {
  /** Makes the new model or item a hidden draft made by `createdBy` when review is on; true when it did. */
  draft(kind: ReviewKind, id: number, createdBy: number | null, at: string, trx: Executor): Promise<boolean>;
}

/** Review off: everything is published at once (the spec's single operator). */
export const noDrafts: Drafts = { draft: () => Promise.resolve(false) };
