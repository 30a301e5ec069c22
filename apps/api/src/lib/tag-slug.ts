import { createHash } from 'node:crypto';
import { slugify } from '@packdex/shared/utils';

/** A tag's slug: from its name, or (a name with no Latin letter or digit) a stable hash of it. */
export function tagSlug(name: string): string {
  return slugify(name) || `t-${createHash('sha1').update(name.toLowerCase()).digest('hex').slice(0, 10)}`;
}
