import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_ID, PASSWORD_MAX_LENGTH } from '../src/constants.ts';
import * as adminSchemas from '../src/schemas/catalogue-admin.ts';
import * as publicSchemas from '../src/schemas/index.ts';

const schemas = { ...publicSchemas, ...adminSchemas };
import { isPlainText } from '../src/schemas/common.ts';

type AnyObject = z.ZodObject<Record<string, z.ZodType>>;
// Every schema a client's input goes through: bodies, query strings and path parameters.
const RESPONSES = new Set(['errorBody', 'okBody', 'createdBody']);
const requestSchemas = Object.entries(schemas as Record<string, unknown>).filter(
  (entry): entry is [string, AnyObject] =>
    /(Body|Query|Param)$/.test(entry[0]) &&
    !RESPONSES.has(entry[0]) &&
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    'shape' in entry[1],
);
// Passwords already set are only length-checked, so an account made before the rule still signs in.
const EXISTING_PASSWORDS = new Set([
  'loginBody.password',
  'changePasswordBody.currentPassword',
  'deleteAccountBody.password',
  'endOthersBody.password',
  'changeEmailBody.password',
  'twoFactorDisableBody.password',
]);

const issuesAt = (schema: AnyObject, key: string, value: unknown) =>
  (schema.safeParse({ [key]: value }).error?.issues ?? []).filter((i) => i.path[0] === key);

describe('plain text', () => {
  it('refuses NUL and other control characters, and tab or line breaks outside multi-line text', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u009fb']) {
      expect(isPlainText(bad)).toBe(false);
      expect(isPlainText(bad, true)).toBe(false);
    }
    expect(isPlainText('one\ttwo')).toBe(false);
    expect(isPlainText('one\r\ntwo')).toBe(false);
    expect(isPlainText('one\ttwo\r\nthree\n', true)).toBe(true);
    expect(isPlainText('Zoë — 日本語 😀 <b>&amp;</b>')).toBe(true);
  });

  let checked = 0;
  it.each(requestSchemas)('%s refuses a control character in every text field', (name, schema) => {
    const textFields = Object.keys(schema.shape).filter((key) => issuesAt(schema, key, 'abcdefgh').length === 0);
    for (const key of textFields) {
      checked += 1;
      const issues = issuesAt(schema, key, 'abcd\u0000efgh');
      if (EXISTING_PASSWORDS.has(`${name}.${key}`)) expect(issues).toEqual([]);
      else expect(issues.map((i) => i.message).join()).toMatch(/must not contain control characters/);
    }
  });

  it('found the text fields to check', () => {
    // slug, search, q, name, password, token, title, url, comment text, description, message, …
    expect(checked).toBeGreaterThanOrEqual(36);
  });

  it('refuses a control character inside a URL, which z.url() alone lets through', () => {
    const url = 'https://files.example/pack\u0000';
    expect(schemas.contentBody.shape.url.safeParse(url).success).toBe(false);
    expect(schemas.contentBody.shape.thumbnailUrl.safeParse(url).success).toBe(false);
    expect(schemas.modelBody.shape.photoUrl.safeParse(url).success).toBe(false);
    expect(schemas.contentBody.shape.url.safeParse('https://files.example/pack').success).toBe(true);
  });

  it("refuses a control character in a saved search's name and in the list filters of its query", () => {
    const body = (o: object) => ({ name: 'Night', query: { search: 'harbor' }, ...o });
    expect(schemas.createSavedSearchBody.safeParse(body({})).success).toBe(true);
    expect(schemas.createSavedSearchBody.safeParse(body({ name: 'Ni\u0000ght' })).success).toBe(false);
    expect(schemas.createSavedSearchBody.safeParse(body({ query: { search: 'har\u0007bor' } })).success).toBe(false);
    expect(schemas.createSavedSearchBody.safeParse(body({ query: { tag: ['ni\u0000ght'] } })).success).toBe(false);
    expect(schemas.updateSavedSearchBody.safeParse({ query: { excludeTag: 'a\u001bb' } }).success).toBe(false);
  });

  it('keeps tab and line breaks in comments, descriptions and messages, not in names', () => {
    expect(schemas.updateCommentBody.safeParse({ text: 'first line\n\tsecond line' }).success).toBe(true);
    expect(schemas.recommendationBody.safeParse({ modelId: 1, description: 'a\r\nb' }).success).toBe(true);
    expect(schemas.profileBody.safeParse({ name: 'Ann\tLee' }).success).toBe(false);
  });

  it('refuses a control character in each slug of a tag blacklist (a list, which the loop above skips)', () => {
    expect(schemas.tagBlacklistBody.safeParse({ tags: ['beach', 'dusk'] }).success).toBe(true);
    const issues = schemas.tagBlacklistBody.safeParse({ tags: ['beach', 'du\u0000sk'] }).error?.issues ?? [];
    expect(issues.map((i) => i.message).join()).toMatch(/must not contain control characters/);
    expect(schemas.tagBlacklistAddBody.safeParse({ tag: 'a\u0007b' }).success).toBe(false);
    expect(schemas.tagBlacklistParam.safeParse({ slug: 'a\u001bb' }).success).toBe(false);
  });
});

describe('ids', () => {
  it('accept 1 to 2147483647 in paths, query strings and bodies, and nothing beyond', () => {
    expect(schemas.idParam.parse({ id: String(MAX_ID) })).toEqual({ id: MAX_ID });
    for (const id of [String(MAX_ID + 1), '99999999999999999999999', '0', '-1', '1e3', ' 1']) {
      expect(schemas.idParam.safeParse({ id }).success).toBe(false);
    }
    expect(schemas.idParam.safeParse({ id: String(MAX_ID + 1) }).error?.issues[0]?.message).toBe(
      'id must be at most 2147483647',
    );
    expect(schemas.likeStatsQuery.safeParse({ contentId: String(MAX_ID + 1) }).success).toBe(false);
    expect(schemas.likeToggleBody.safeParse({ contentId: MAX_ID }).success).toBe(true);
    expect(schemas.likeToggleBody.safeParse({ contentId: MAX_ID + 1 }).success).toBe(false);
    expect(schemas.recommendationBody.safeParse({ modelId: 2 ** 53, description: 'x' }).success).toBe(false);
  });

  it('bound page numbers too, so an offset always fits the database', () => {
    expect(schemas.pageQuery.safeParse({ page: String(MAX_ID + 1) }).success).toBe(false);
  });
});

describe('passwords', () => {
  const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
  it(`are refused above ${PASSWORD_MAX_LENGTH} characters on every form, before any hashing`, () => {
    const results = [
      schemas.loginBody.safeParse({ email: 'a@b.example', password: long }),
      schemas.registerBody.safeParse({ name: 'A', email: 'a@b.example', password: long, ageConfirmed: true }),
      schemas.resetPasswordBody.safeParse({ token: 't', password: long }),
      schemas.changePasswordBody.safeParse({ currentPassword: long, newPassword: 'secret-pass' }),
      schemas.changePasswordBody.safeParse({ currentPassword: 'secret-pass', newPassword: long }),
      schemas.deleteAccountBody.safeParse({ password: long }),
    ];
    for (const r of results) {
      expect(r.error?.issues.map((i) => i.message)).toContain(
        `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
      );
    }
    expect(
      schemas.loginBody.safeParse({ email: 'a@b.example', password: 'x'.repeat(PASSWORD_MAX_LENGTH) }).success,
    ).toBe(true);
  });
});
