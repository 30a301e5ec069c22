import type { LikeType } from '@packdex/shared/constants';
import type { CommunityTarget } from '../types.ts';

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
