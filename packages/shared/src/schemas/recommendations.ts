// A premium member's recommendation of a model (the recommendations module).
import { z } from 'zod';
import { RECOMMENDATION_MAX_LENGTH } from '../constants.ts';
import { idNumber, plainText } from './common.ts';

/** A premium member's recommendation of a model. */
export const recommendationBody = z.object({
  modelId: idNumber('modelId', 'Model Required'),
  description: plainText('Description', { multiline: true, required: 'Description Required' })
    .min(1, { error: 'Description Required' })
    .max(RECOMMENDATION_MAX_LENGTH, { error: `Description must be at most ${RECOMMENDATION_MAX_LENGTH} characters` }),
});
export const recommendationRemaining = z.object({ remaining: z.number().int() });
export type RecommendationRemaining = z.infer<typeof recommendationRemaining>;
/** POST /recommendations. */
export const recommendationCreated = z.object({ success: z.literal(true), remaining: z.number().int() });
export type RecommendationCreated = z.infer<typeof recommendationCreated>;
