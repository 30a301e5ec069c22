import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser } from '../../../test/factories.ts';
import { readOutbox } from '../../../test/mail-reader.ts';
import { SUPPORT_GLOBAL_MAX } from './support.service.ts';

const t = useTestApp();

const valid = {
  name: 'Robin Vale',
  email: 'robin@example.test',
  subject: 'technical-support',
  message: 'The download button does nothing.',
};
const send = (body: object, ip = '10.5.5.5') => t.request('POST', '/api/support/messages', { body, ip });

describe('support messages', () => {
  it('are rejected with the readable texts when a field is missing, the message too long or the subject unknown', async () => {
    const missing = await send({ ...valid, name: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toContain('Please fill in all required fields.');
    expect((await send({ ...valid, message: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await send({ ...valid, subject: 'complaint' })).statusCode).toBe(400);
  });

  it('are stored, e-mailed to the support address with reply-to the sender, and listed for admins only', async () => {
    expect((await send(valid, '10.5.5.6')).statusCode).toBe(201);
    await t.app.mailer.drain();
    const mail = readOutbox(t.config.mail.outboxDir).find((m) => m.includes('The download button does nothing.'));
    expect(mail).toContain(`To: ${t.config.mail.supportEmail}`);
    expect(mail).toContain('Reply-To: robin@example.test');

    expect((await t.request('GET', '/api/admin/support-messages')).statusCode).toBe(401);
    const user = await makeUser(t, { verified: true });
    expect((await t.request('GET', '/api/admin/support-messages', { as: user })).statusCode).toBe(403);
    const admin = await makeUser(t, { admin: true });
    const list = await t.request('GET', '/api/admin/support-messages', { as: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      messages: [{ email: 'robin@example.test', subject: 'technical-support', userId: null, handledAt: null }],
      pagination: { page: 1, totalItems: 1 },
    });
  });

  it('are rate limited per address: the sixth in ten minutes answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(valid, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it(`are limited globally too: from 300 addresses, no more than ${SUPPORT_GLOBAL_MAX} in ten minutes are accepted`, async () => {
    const stored = async () => (await t.database.db.selectFrom('support_messages').select('id').execute()).length;
    const before = await stored();
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => send(valid, `10.66.${i >> 8}.${i & 255}`)));
    const accepted = answers.filter((a) => a.statusCode === 201).length;
    expect(accepted).toBe(SUPPORT_GLOBAL_MAX - before);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.every((a) => a.statusCode === 429 && Number(a.headers['retry-after']) > 0)).toBe(true);
    expect(refused[0]!.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    expect(await stored()).toBe(SUPPORT_GLOBAL_MAX);
  });
});
