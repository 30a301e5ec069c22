import { describe, expect, it } from 'vitest';
import { contentListQuery, modelListQuery, registerBody } from '../src/schemas/index.ts';

describe('list query schemas', () => {
  it('defaults page 1, limit 24 and sort recent', () => {
    expect(contentListQuery.parse({})).toMatchObject({ page: 1, limit: 24, sortBy: 'recent' });
  });
  it('rejects page 0, negative, non-numeric and oversized limits', () => {
    for (const q of [{ page: '0' }, { page: '-1' }, { page: 'abc' }, { limit: '101' }, { page: '1.5' }]) {
      expect(contentListQuery.safeParse(q).success).toBe(false);
    }
  });
  it('rejects ages outside 18–65 and minAge above maxAge', () => {
    expect(modelListQuery.safeParse({ minAge: '17' }).success).toBe(false);
    expect(modelListQuery.safeParse({ maxAge: '66' }).success).toBe(false);
    expect(modelListQuery.safeParse({ minAge: '40', maxAge: '30' }).success).toBe(false);
    expect(modelListQuery.parse({ minAge: '18', maxAge: '65' })).toMatchObject({ minAge: 18, maxAge: 65 });
  });
  it('rejects an unknown sort or enum value', () => {
    expect(modelListQuery.safeParse({ sortBy: 'oldest' }).success).toBe(false);
    expect(modelListQuery.safeParse({ ethnicity: 'martian' }).success).toBe(false);
  });
});

describe('registerBody', () => {
  it('normalises the e-mail and requires the age confirmation', () => {
    const ok = registerBody.parse({ name: 'A', email: ' A@B.Example ', password: 'secret', ageConfirmed: true });
    expect(ok.email).toBe('a@b.example');
    expect(
      registerBody.safeParse({ name: 'A', email: 'a@b.example', password: 'secret', ageConfirmed: false }).success,
    ).toBe(false);
    expect(
      registerBody.safeParse({ name: 'A', email: 'a@b.example', password: '12345', ageConfirmed: true }).success,
    ).toBe(false);
  });
});
