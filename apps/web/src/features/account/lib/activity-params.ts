import type { LikeType } from '@packdex/shared/constants';
import { paths } from '@/config/paths.ts';
import { readPageParam } from '@/lib/search-params.ts';

/** The tabs of My activity, in their order; the first is the default. */
export const ACTIVITY_TABS = ['likes', 'following', 'history'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

/** The likes shown: all, or only packs or models. */
export const LIKE_FILTERS = ['all', 'content', 'model'] as const;
export type LikeFilter = (typeof LIKE_FILTERS)[number];

/**
 * Where My activity is: its tab, the page of the tab's list, the likes' filter, the page of followed
 * models and the page of the followed tags' packs.
 */
export type ActivityState = { tab: ActivityTab; page: number; likes: LikeFilter; models: number; tags: number };

const pick = <T extends string>(choices: readonly T[], value: string | null): T =>
  choices.find((c) => c === value) ?? choices[0]!;

/** The state in `?tab=&page=&type=&models=`; anything unknown reads as the default. */
export function readActivityState(params: URLSearchParams): ActivityState {
  return {
    tab: pick(ACTIVITY_TABS, params.get('tab')),
    page: readPageParam(params.get('page')),
    likes: pick(LIKE_FILTERS, params.get('type')),
    models: readPageParam(params.get('models')),
    tags: readPageParam(params.get('tags')),
  };
}

/** The address of a state, leaving defaults out (so `/activity` is the likes' first page). */
export function activityHref(state: Partial<ActivityState>): string {
  const params = new URLSearchParams();
  if (state.tab && state.tab !== 'likes') params.set('tab', state.tab);
  if (state.likes && state.likes !== 'all') params.set('type', state.likes);
  if (state.models && state.models > 1) params.set('models', String(state.models));
  if (state.tags && state.tags > 1) params.set('tags', String(state.tags));
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return `${paths.activity.getHref()}${query ? `?${query}` : ''}`;
}

/** The API's `type` of a likes filter. */
export const likeTypeOf = (filter: LikeFilter): LikeType | undefined => (filter === 'all' ? undefined : filter);
