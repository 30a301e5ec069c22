/**
 * What a community control acts on: a content item or a model, and its title for labels.
 * The same shape as the catalogue pages' slot target (features never import each other).
 */
export type CommunityTarget = { contentId?: number; modelId?: number; title: string };
