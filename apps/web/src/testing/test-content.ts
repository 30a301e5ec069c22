import type { Content } from '@packdex/shared/schemas';

/** A content item as the API answers it: a gallery with no model, with `changes` applied. */
export const testContent = (changes: Partial<Content> = {}): Content => ({
  id: 7,
  slug: 'test-pack',
  title: 'Test Pack',
  url: 'https://files.example/d/test-pack',
  thumbnailUrl: null,
  type: 'gallery',
  tags: [],
  model_id: null,
  model: null,
  views: 10,
  createdAt: '2026-11-01T00:00:00.000Z',
  info: { images: 3, videos: 0, size: 1_000 },
  ...changes,
});
