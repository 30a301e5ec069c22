import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser } from '../../../test/factories.ts';
import { readOutbox } from '../../../test/mail-reader.ts';

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
});
