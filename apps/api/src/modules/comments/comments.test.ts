import type { Comment } from '@packdex/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestContent, type TestUser } from '../../../test/factories.ts';
import { recordingStatements } from '../../../test/statements.ts';
import { commentsRepository } from './comments.repository.ts';

const t = useTestApp();

let item: TestContent;
beforeAll(async () => {
  item = await makeContent(t, { title: 'Moonlit Dunes' });
});

const post = (as: TestUser | undefined, body: object) =>
  t.request('POST', '/api/comments', { as, body: { contentId: item.id, ...body } });
const comment = async (as: TestUser, text: string, parentId?: number) =>
  (await post(as, { text, ...(parentId ? { parentId } : {}) })).json<Comment>();
const thread = async (as?: TestUser) =>
  (await t.request('GET', `/api/comments?contentId=${item.id}&limit=50`, { as })).json<{ comments: Comment[] }>()
    .comments;
const notesOf = async (as: TestUser) =>
  (await t.request('GET', '/api/notifications', { as })).json<{
    notifications: { type: string; message: string; data: Record<string, unknown> }[];
  }>().notifications;

describe('comments', () => {
  it('are posted trimmed by verified users and listed with author badges and replies', async () => {
    const alice = await makeUser(t, { verified: true, name: 'Alice', premium: true });
    const c = await comment(alice, '  Great pack!  ');
    expect(c).toMatchObject({
      text: 'Great pack!',
      user: { name: 'Alice', isPremium: true, isAdmin: false },
      likes: 0,
      replies: [],
      parentId: null,
    });
    const admin = await makeUser(t, { admin: true });
    expect((await post(admin, { text: 'Thanks!', parentId: c.id })).statusCode).toBe(201);
    const root = (await thread()).find((x) => x.id === c.id)!;
    expect(root.replies).toEqual([
      expect.objectContaining({ text: 'Thanks!', parentId: c.id, user: expect.objectContaining({ isAdmin: true }) }),
    ]);
  });

  it.each([
    ['x'.repeat(501), /at most 500/],
    ['     ', /cannot be empty/],
  ])('rejects text %# with a readable 400', async (text, message) => {
    const res = await post(await makeUser(t, { verified: true }), { text });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(message);
  });

  it('accepts exactly 500 characters and stores text as plain text', async () => {
    const user = await makeUser(t, { verified: true });
    expect((await post(user, { text: 'y'.repeat(500) })).statusCode).toBe(201);
    expect((await comment(user, '<b>bold</b>')).text).toBe('<b>bold</b>');
  });

  it('need sign-in (401), a verified e-mail (403) and an existing target and parent (404)', async () => {
    expect((await post(undefined, { text: 'hi' })).statusCode).toBe(401);
    expect((await post(await makeUser(t), { text: 'hi' })).statusCode).toBe(403);
    const user = await makeUser(t, { verified: true });
    expect((await post(user, { contentId: 999999, text: 'hi' })).statusCode).toBe(404);
    expect((await post(user, { text: 'hi', parentId: 999999 })).statusCode).toBe(404);
    const elsewhere = await makeModel(t);
    const other = (
      await t.request('POST', '/api/comments', { as: user, body: { modelId: elsewhere.id, text: 'x' } })
    ).json<Comment>();
    expect((await post(user, { text: 'cross-page reply', parentId: other.id })).statusCode).toBe(404);
  });

  it('answer a new comment and a reply as the thread then lists them: author photo, badges, time', async () => {
    const author = await makeUser(t, { verified: true, name: 'Photo Author', premium: true });
    await t.database.db
      .updateTable('users')
      .set({ profile_photo: '/uploads/avatars/photo-author.png' })
      .where('id', '=', author.id)
      .execute();
    const root = await post(author, { text: 'With a face' });
    expect(root.statusCode).toBe(201);
    const reply = await post(author, { text: 'And a reply', parentId: root.json<Comment>().id });
    const listed = (await thread()).find((x) => x.id === root.json<Comment>().id)!;
    expect(root.json()).toEqual({ ...listed, replies: [] });
    expect(reply.json()).toEqual(listed.replies[0]);
    expect(listed.user).toEqual({
      name: 'Photo Author',
      profilePhoto: '/uploads/avatars/photo-author.png',
      isPremium: true,
      isAdmin: false,
    });
  });

  it('are added each on their own when they arrive together: one on a gone item fails alone', async () => {
    const { db, statements } = recordingStatements(t.database.db);
    const comments = commentsRepository(db, ENGINE);
    const user = await makeUser(t, { verified: true });
    const onModel = await makeModel(t);
    const at = new Date().toISOString();
    const base = { userId: user.id, contentId: item.id, modelId: null, parentId: null, at };
    // One turn of the event loop.
    const ids = await Promise.all([
      comments.add({ ...base, text: 'first together' }),
      comments.add({ ...base, contentId: 999_999, text: 'on a gone item' }),
      comments.add({ ...base, contentId: null, modelId: onModel.id, text: 'on a model' }),
      comments.add({ ...base, text: 'last together' }),
    ]);
    expect(ids[1]).toBeNull();
    expect(ids.filter((id) => id !== null)).toHaveLength(3);
    const rows = await db
      .selectFrom('comments')
      .select(['id', 'text', 'content_id', 'model_id'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: ids[0], text: 'first together', content_id: item.id, model_id: null },
      { id: ids[2], text: 'on a model', content_id: null, model_id: onModel.id },
      { id: ids[3], text: 'last together', content_id: item.id, model_id: null },
    ]);
    // PostgreSQL: the four are one call, one round trip and one transaction.
    if (ENGINE === 'postgres') expect(statements.filter((q) => q.includes('add_comments('))).toHaveLength(1);
  });

  it('keep replies one level deep and notify the author replied to, with a link to the page', async () => {
    const ann = await makeUser(t, { verified: true, name: 'Ann' });
    const ben = await makeUser(t, { verified: true, name: 'Ben' });
    const root = await comment(ann, 'root');
    const reply = await comment(ben, 'reply to root', root.id);
    const nested = await comment(ann, 'reply to reply', reply.id);
    expect(nested.parentId).toBe(root.id);
    const annNotes = await notesOf(ann);
    expect(annNotes).toEqual([
      expect.objectContaining({
        type: 'comment_reply',
        message: 'Ben replied to your comment: "reply to root"',
        data: expect.objectContaining({
          contentSlug: item.slug,
          commentId: reply.id,
          actorName: 'Ben',
          excerpt: 'reply to root',
        }),
      }),
    ]);
    expect((await notesOf(ben)).map((n) => n.type)).toEqual(['comment_reply']);
  });

  it('can be edited only by the author, and deleted by the author or an admin', async () => {
    const [a, b] = [await makeUser(t, { verified: true }), await makeUser(t, { verified: true })];
    const c = await comment(a, 'mine');
    expect((await t.request('PUT', `/api/comments/${c.id}`, { as: b, body: { text: 'hijack' } })).statusCode).toBe(403);
    expect((await t.request('DELETE', `/api/comments/${c.id}`, { as: b })).statusCode).toBe(403);
    const edited = await t.request('PUT', `/api/comments/${c.id}`, { as: a, body: { text: ' edited ' } });
    expect(edited.json<Comment>().text).toBe('edited');
    expect((await t.request('DELETE', `/api/comments/${c.id}`, { as: a })).statusCode).toBe(200);
    expect((await t.request('DELETE', `/api/comments/${c.id}`, { as: a })).statusCode).toBe(404);
    const spam = await comment(b, 'spam');
    const admin = await makeUser(t, { admin: true });
    expect((await t.request('DELETE', `/api/comments/${spam.id}`, { as: admin })).statusCode).toBe(200);
  });

  it('are liked and unliked with a count from the rows, notifying the author except of their own like', async () => {
    const a = await makeUser(t, { verified: true });
    const b = await makeUser(t, { verified: true, name: 'Liker' });
    const c = await comment(a, 'like me');
    const like = async (as: TestUser, id = c.id) => t.request('POST', `/api/comments/${id}/like`, { as });
    expect((await like(a)).json()).toEqual({ liked: true, likes: 1 });
    expect((await like(b)).json()).toEqual({ liked: true, likes: 2 });
    expect((await like(b)).json()).toEqual({ liked: false, likes: 1 });
    expect(await notesOf(a)).toEqual([
      expect.objectContaining({
        type: 'comment_like',
        message: 'Liker liked your comment: "like me"',
        data: expect.objectContaining({
          contentId: item.id,
          contentSlug: item.slug,
          commentId: c.id,
          actorName: 'Liker',
          excerpt: 'like me',
        }),
      }),
    ]);
    expect((await thread(a)).find((x) => x.id === c.id)).toMatchObject({ likes: 1, isLiked: true });
    expect((await like(b, 999999)).statusCode).toBe(404);
  });

  it('apply two parallel like toggles by one user one after the other, keeping the stored count exact', async () => {
    const [author, fan] = [await makeUser(t, { verified: true }), await makeUser(t, { verified: true })];
    const c = await comment(author, 'race me');
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([1, 2].map(() => t.request('POST', `/api/comments/${c.id}/like`, { as: fan })));
      expect(answers.map((a) => a.json<{ liked: boolean }>().liked).sort()).toEqual([false, true]);
      expect((await thread(fan)).find((x) => x.id === c.id)).toMatchObject({ likes: 0, isLiked: false });
    }
  });
});
