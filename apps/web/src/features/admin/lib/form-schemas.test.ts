import { describe, expect, it } from 'vitest';
import type { Content, Model } from '@packdex/shared/schemas';
import { fieldMessages } from '@/testing/schema-messages.ts';
import { fieldChanges } from './audit-changes.ts';
import { contentForm, contentFormValues, modelForm, modelFormValues } from './form-schemas.ts';

const model = (values: Partial<ReturnType<typeof modelFormValues>> = {}) => ({
  ...modelFormValues(null),
  model_id: 'M-1',
  name: 'Ada Example',
  photoUrl: 'https://img.example.test/a.webp',
  ...values,
});

describe('modelForm', () => {
  it('sends age, height and weight as whole numbers, empty fields as null, and tags split on commas', () => {
    const parsed = modelForm.parse(model({ age: '24', height: '170', weight: '', tags: ' GAMER, ,COSPLAYER ' }));
    expect(parsed).toMatchObject({ age: 24, height: 170, weight: null, bio: null, tags: ['GAMER', 'COSPLAYER'] });
    expect(parsed).not.toHaveProperty('slug');
  });

  it("shows the API's messages under every invalid field at once, naming each by its label", () => {
    expect(
      fieldMessages(modelForm, model({ model_id: '', photoUrl: 'javascript:alert(1)', age: '17', height: '1.5' })),
    ).toEqual({
      model_id: 'Model ID is required',
      photoUrl: 'Photo must be an http(s) URL or an uploaded photo',
      age: 'Age must be at least 18',
      height: 'Height must be a whole number',
    });
  });

  it('starts an edit from the model, tags joined with commas, one input per alias', () => {
    const values = modelFormValues({
      name: 'B',
      tags: ['x', 'y'],
      aliases: ['Bee', 'B. Q.'],
      age: 30,
      height: null,
    } as unknown as Model);
    expect(values).toMatchObject({
      name: 'B',
      tags: 'x, y',
      aliases: [{ name: 'Bee' }, { name: 'B. Q.' }],
      age: '30',
      height: '',
    });
  });

  it('sends the aliases as a list, blanks dropped', () => {
    const values = {
      ...modelFormValues(null),
      model_id: 'M-1',
      name: 'Ada',
      photoUrl: 'https://img.example.test/a.webp',
      aliases: [{ name: ' Ada L. ' }, { name: '' }, { name: 'Addy' }],
    };
    expect(modelForm.parse(values)).toMatchObject({ aliases: ['Ada L.', 'Addy'] });
  });
});

describe('contentForm', () => {
  const base = { ...contentFormValues(null), title: 'Pack', url: 'https://files.example.test/d/x' };

  it('asks to select a model, and refuses javascript: links and negative counts, each under its field by its label', () => {
    expect(fieldMessages(contentForm, { ...base, url: 'javascript:alert(1)', images: '-1' })).toEqual({
      model: 'Please select a model',
      url: 'Download URL must be an http(s) URL',
      images: 'Images must be at least 0',
    });
  });

  it('sends the picked model id, counts as integers and an empty thumbnail as null', () => {
    const picked = { id: 7, name: 'Ada', photoUrl: '/uploads/models/a.webp' };
    expect(contentForm.parse({ ...base, model: picked, videos: '2', size: '' })).toMatchObject({
      model_id: 7,
      thumbnailUrl: null,
      info: { images: 0, videos: 2, size: 0 },
    });
  });

  it('starts an edit from the item with its model picked', () => {
    const item = {
      title: 'T',
      model_id: 3,
      model: { name: 'Ada', photoUrl: 'p', slug: 'ada', bio: null },
      url: 'https://x.test/d',
      thumbnailUrl: null,
      type: 'video',
      tags: ['a'],
      info: { images: 1, videos: 2, size: 3 },
    } as unknown as Content;
    expect(contentFormValues(item)).toMatchObject({ model: { id: 3, name: 'Ada' }, thumbnailUrl: '', size: '3' });
  });
});

describe('fieldChanges', () => {
  it('lists what an update changed and leaves counters out', () => {
    expect(fieldChanges({ title: 'A', views: 1, tags: ['x'] }, { title: 'B', views: 9, tags: ['x'] })).toEqual([
      { field: 'title', before: 'A', after: 'B' },
    ]);
  });
});
