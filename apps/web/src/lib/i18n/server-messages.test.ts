import { afterEach, describe, expect, it } from 'vitest';
import {
  changePasswordBody,
  dmcaCounterNoticeBody,
  dmcaNoticeBody,
  loginBody,
  registerBody,
  supportMessageBody,
} from '@packdex/shared/schemas';
import type { z } from 'zod';
import { activateLanguage, serverMessage } from './i18n.ts';
import { SERVER_MESSAGES } from './server-messages.ts';

const messages = (schema: z.ZodType, values: unknown) =>
  (schema.safeParse(values).error?.issues ?? []).map((issue) => issue.message);
const long = (n: number) => 'x'.repeat(n + 1);

describe('the server and schema messages the interface translates', () => {
  it('lists what the forms’ schemas say for empty and too long fields', () => {
    const said = [
      ...messages(loginBody, { email: '', password: '' }),
      ...messages(registerBody, { name: '', email: 'nope', password: 'abc', ageConfirmed: false }),
      ...messages(changePasswordBody, { currentPassword: '', newPassword: long(256) }),
      ...messages(supportMessageBody, { name: '', email: '', subject: '', message: long(1000) }),
      ...messages(dmcaNoticeBody, {
        work: '',
        urls: [],
        name: '',
        address: '',
        phone: '',
        email: '',
        goodFaith: false,
        accuracyUnderPerjury: false,
        signature: '',
      }),
      ...messages(dmcaNoticeBody, {
        work: long(5000),
        urls: Array.from({ length: 21 }, () => 'https://example.com/content/x'),
        name: long(200),
        address: long(1000),
        phone: long(40),
        email: 'a@b.co',
        goodFaith: true,
        accuracyUnderPerjury: true,
        signature: long(200),
      }),
      ...messages(dmcaCounterNoticeBody, {
        noticeNumber: '',
        material: '',
        perjuryStatement: false,
        consentToJurisdiction: false,
        name: '',
        address: '',
        phone: long(40),
        email: 'nope',
        signature: '',
      }),
      ...messages(dmcaCounterNoticeBody, {
        noticeNumber: long(40),
        material: long(5000),
        perjuryStatement: true,
        consentToJurisdiction: true,
        name: 'A',
        address: 'B',
        signature: 'A',
      }),
    ];
    expect(said.length).toBeGreaterThan(20);
    for (const message of said) expect(SERVER_MESSAGES, message).toContain(message);
  });

  it('shows a text no catalogue has as it is, braces and all', () => {
    expect(serverMessage('Infringing URLs: https://x.example/{slug}')).toBe(
      'Infringing URLs: https://x.example/{slug}',
    );
    expect(serverMessage('Invalid email or password')).toBe('Invalid email or password');
  });

  describe('in another language', () => {
    afterEach(() => activateLanguage('en'));

    it('shows a listed message translated, and an unlisted one as the server wrote it', async () => {
      await activateLanguage('de');
      expect(serverMessage('Invalid email or password')).toBe('E-Mail-Adresse oder Passwort ist falsch');
      expect(serverMessage('Your full name is required')).toBe('Dein vollständiger Name ist erforderlich');
      expect(serverMessage('Model ID 7 is already used by another model')).toBe(
        'Model ID 7 is already used by another model',
      );
    });
  });
});
