import { t } from '@/lib/i18n/i18n.ts';
import { humanize } from './format.ts';

// The fixed vocabularies (lib/vocabulary.ts) as the catalogue shows them. English reads exactly as
// humanize() writes them.

export {
  BODY_TYPE_LABELS,
  BOOBS_TYPE_LABELS,
  CONTENT_TYPE_LABELS,
  ETHNICITY_LABELS,
  EYE_COLOR_LABELS,
  HAIR_COLOR_LABELS,
  SEXUALITY_LABELS,
} from '@/lib/vocabulary.ts';

/**
 * A stored value in the active language when it is of the fixed list, else made readable as it is
 * (a profile may hold a value of its own). Call it while rendering.
 */
export function labelOf(labels: Record<string, string>, value: string): string {
  return Object.hasOwn(labels, value) ? t(labels[value]!) : humanize(value);
}
