import type { Content, Model } from '@packdex/shared/schemas';

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

/** An item of Ada Example's, `Lantern Pack`, as an admin's form or list reads it. */
export const lanternPack = (changes: Partial<Content> = {}): Content =>
  testContent({
    slug: 'lantern-pack',
    title: 'Lantern Pack',
    url: 'https://files.example/d/lantern',
    model_id: 3,
    model: { name: 'Ada Example', slug: 'ada-example', photoUrl: 'https://img.example/ada.jpg', bio: null },
    ...changes,
  });

/** A model as the API lists it: `Model <id>` with no profile details, with `changes` applied. */
export const testModel = (id: number, changes: Partial<Model> = {}): Model => ({
  id,
  model_id: `M-${id}`,
  slug: `model-${id}`,
  name: `Model ${id}`,
  photoUrl: `/uploads/models/${id}.webp`,
  views: 0,
  ethnicity: null,
  birthDate: null,
  age: null,
  placeOfBirth: null,
  birthPlace: null,
  bio: null,
  hairColor: null,
  eyeColor: null,
  bodyType: null,
  bustSize: null,
  boobsType: null,
  cupSize: null,
  height: null,
  weight: null,
  sexuality: null,
  tags: [],
  aliases: [],
  createdAt: '2026-12-01T00:00:00.000Z',
  contents: 0,
  ...changes,
});
