import type { DmcaNoticeListResponse } from '@packdex/shared/schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { completeNotice } from '../../../test/dmca-forms.ts';
import { makeContent, makeUser, type TestUser } from '../../../test/factories.ts';
import { clock } from '../../lib/clock.ts';

// The public notice form mails an address anyone types (issue 34, medium 3): it must not relay
// what a sender writes to whomever they choose. Pages are read on PUBLIC_URL only and quoted by
// their canonical address, and acknowledgements are capped site-wide.
const ACKNOWLEDGEMENTS = 5;
const t = useTestApp({ env: { DMCA_ACKNOWLEDGEMENTS_HOURLY: String(ACKNOWLEDGEMENTS) } });
afterEach(() => clock.reset());

let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
});
let ipSeq = 0;
const nextIp = () => `10.79.${ipSeq >> 8}.${(ipSeq += 1) & 255}`;
const file = (body: object) => t.request('POST', '/api/dmca/notices', { body, ip: nextIp() });
const noticeOf = async (id: number) =>
  (await t.request('GET', '/api/dmca/notices?status=all&limit=100', { as: admin }))
    .json<DmcaNoticeListResponse>()
    .notices.find((n) => n.id === id)!;

describe('the DMCA notice form is not a mail relay', () => {
  it('takes absolute URLs on PUBLIC_URL only, never on the host a request names', async () => {
    const item = await makeContent(t);
    const res = await t.request('POST', '/api/dmca/notices', {
      ip: nextIp(),
      headers: { host: 'relay.example' },
      body: completeNotice([`http://relay.example/content/${item.slug}`]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(`page of Packdex (${new URL(t.config.publicUrl).host})`);
  });

  it('stores and mails the canonical address of each page, not what was pasted', async () => {
    const item = await makeContent(t);
    const pasted = `${t.config.publicUrl}/content/${item.slug}/?ref=Cheap+pills+at+spam.example#Win+now`;
    const res = await file({ ...completeNotice([pasted]), email: 'canonical@example.test' });
    expect(res.statusCode).toBe(201);
    const mail = await t.database.db
      .selectFrom('mail_queue')
      .select('text_body')
      .where('to_address', '=', 'canonical@example.test')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`${t.config.publicUrl}/content/${item.slug}\n`);
    expect(mail.text_body).not.toMatch(/spam\.example|Win now|ref=/);
    const { items } = await noticeOf(res.json<{ id: number }>().id);
    expect(items.map((i) => i.url)).toEqual([`${t.config.publicUrl}/content/${item.slug}`]);
  });

  it(`mails at most ${ACKNOWLEDGEMENTS} acknowledgements an hour site-wide, and still files every notice`, async () => {
    clock.advance(2 * 3_600_000); // past the notices other tests filed
    const item = await makeContent(t);
    const acknowledged = async (n: number) => {
      const email = `flood-${n}@example.test`;
      const res = await file({ ...completeNotice([`/content/${item.slug}`]), email });
      expect(res.statusCode).toBe(201);
      return Boolean(
        await t.database.db.selectFrom('mail_queue').select('id').where('to_address', '=', email).executeTakeFirst(),
      );
    };
    const sent: boolean[] = [];
    for (let n = 0; n <= ACKNOWLEDGEMENTS; n += 1) sent.push(await acknowledged(n));
    expect(sent.filter(Boolean)).toHaveLength(ACKNOWLEDGEMENTS);
    expect(sent.at(-1)).toBe(false);
    clock.advance(3_600_000 + 1000); // an hour later the form acknowledges again
    expect(await acknowledged(1000)).toBe(true);
  });
});
