import type { LikeType } from '@packdex/shared/constants';

/**
 * What the controls beside a catalogue page act on (likes, comments, reports): a content item or a
 * model, and its title for labels. The catalogue's pages hand it to the slots the app fills.
 */
export type CommunityTarget = { contentId?: number; modelId?: number; title: string };

/** A target narrowed to exactly one kind of item. */
export type TargetRef = { kind: LikeType; id: number };

/** The content item or model a target points at; content wins when both are given. */
export function toRef(target: CommunityTarget): TargetRef | null {
  if (target.contentId !== undefined) return { kind: 'content', id: target.contentId };
  if (target.modelId !== undefined) return { kind: 'model', id: target.modelId };
  return null;
}

/** The `contentId` or `modelId` field the API expects for a target. */
export function refParams(ref: TargetRef): { contentId: number } | { modelId: number } {
  return ref.kind === 'content' ? { contentId: ref.id } : { modelId: ref.id };
}
