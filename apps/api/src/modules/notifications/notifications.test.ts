import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { notificationsRepository } from './notifications.repository.ts';

const t = useTestApp();

async function notify(user: TestUser, count: number) {
  await notificationsRepository(t.database.db).insertMany(
    Array.from({ length: count }, (_, i) => ({
      userId: user.id,
      type: 'others' as const,
      title: `Note ${i}`,
      message: `Message ${i}`,
      data: { contentId: i + 1 },
    })),
  );
}
const unread = async (as: TestUser) =>
  (await t.request('GET', '/api/notifications/unread-count', { as })).json<{ count: number }>().count;

describe('notifications', () => {
  it("count unread, mark one or all read, and answer 404 for another user's notification", async () => {
    const [a, b] = [await makeUser(t), await makeUser(t)];
    await notify(a, 2);
    expect(await unread(a)).toBe(2);
    const { notifications } = (await t.request('GET', '/api/notifications?limit=10', { as: a })).json<{
      notifications: { id: number; isRead: boolean; data: object }[];
    }>();
    expect(notifications.map((n) => [n.isRead, n.data])).toEqual([
      [false, { contentId: 2 }],
      [false, { contentId: 1 }],
    ]);
    const id = notifications[0]!.id;
    expect((await t.request('PUT', `/api/notifications/${id}/read`, { as: b })).statusCode).toBe(404);
    expect((await t.request('PUT', `/api/notifications/${id}/read`, { as: a })).statusCode).toBe(200);
    expect(await unread(a)).toBe(1);
    expect((await t.request('PUT', '/api/notifications/read-all', { as: a })).statusCode).toBe(200);
    expect(await unread(a)).toBe(0);
  });

  it('list the newest 10 by default and need a signed-in user', async () => {
    const user = await makeUser(t);
    await notify(user, 12);
    const { notifications } = (await t.request('GET', '/api/notifications', { as: user })).json<{
      notifications: { title: string }[];
    }>();
    expect(notifications.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${11 - i}`));
    expect((await t.request('GET', '/api/notifications')).statusCode).toBe(401);
  });
});
