import type { DmcaNotice, DmcaNoticeListResponse } from '@packdex/shared/schemas';
import { longDate } from '@packdex/shared/utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobLeases } from '../jobs/job-leases.repository.ts';
import { clock } from '../../lib/clock.ts';
import { auditEntries } from '../../../test/audit-log.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { completeCounterNotice, completeNotice } from '../../../test/dmca-forms.ts';
import { makeContent, makeModel, makeUser, type TestContent, type TestUser } from '../../../test/factories.ts';
import { headerOf, isAddressedTo, readOutbox } from '../../../test/mail-reader.ts';

// DMCA notices (§512(c)(3)), admin decisions, strikes, counter-notices (§512(g)) and the
// restoration job.
const t = useTestApp();
const DAY = 86_400_000;
afterEach(() => clock.reset());

let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  member = await makeUser(t);
});

let ipSeq = 0;
const nextIp = () => `10.77.${Math.floor(++ipSeq / 200)}.${(ipSeq % 200) + 1}`;
const file = (body: object) => t.request('POST', '/api/dmca/notices', { body, ip: nextIp() });
async function fileFor(items: TestContent[]): Promise<{ id: number; number: string }> {
  const res = await file(completeNotice(items.map((i) => `/content/${i.slug}`)));
  expect(res.statusCode).toBe(201);
  return res.json();
}
const decide = (id: number, body: object, as: TestUser = admin) =>
  t.request('PUT', `/api/dmca/notices/${id}`, { as, body });
const counter = (number: string, extra: object = {}) =>
  t.request('POST', '/api/dmca/counter-notices', { ip: nextIp(), body: completeCounterNotice(number, extra) });
const runJob = () => t.request('POST', '/api/dmca/restorations/run', { as: admin });
const publicStatus = async (item: TestContent) => (await t.request('GET', `/api/content/slug/${item.slug}`)).statusCode;
const idsOf = async (url: string) =>
  (await t.json<{ contents: { id: number }[] }>(await t.request('GET', url))).contents.map((c) => c.id);
const listed = async (item: TestContent) =>
  (await idsOf(`/api/content?limit=100&search=${encodeURIComponent(item.title)}`)).includes(item.id);

let packSeq = 0;
/** A popular pack with three siblings of the same model, so its related items and lists can be checked. */
async function packWithSiblings(name: string) {
  packSeq += 1;
  const model = await makeModel(t, { name: `${name} Model ${packSeq}` });
  const item = await makeContent(t, { model, title: `${name} Pack ${packSeq}`, views: 1_000_000 + packSeq });
  const sibling = await makeContent(t, { model });
  for (let n = 0; n < 2; n += 1) await makeContent(t, { model });
  return { item, sibling };
}

/** Where a visitor meets a pack: its page, search, suggestions, the home list (recent and popular), its model's list, another pack's related items. */
async function surfaces(item: TestContent, sibling: TestContent) {
  const suggestions = await t.request('GET', `/api/search/suggestions?q=${encodeURIComponent(item.title)}`);
  return {
    page: (await publicStatus(item)) === 200,
    search: await listed(item),
    suggestions: suggestions
      .json<{ suggestions: { kind: string; slug: string }[] }>()
      .suggestions.some((s) => s.kind === 'content' && s.slug === item.slug),
    recent: (await idsOf('/api/content?limit=100&sortBy=recent')).includes(item.id),
    popular: (await idsOf('/api/content?limit=100&sortBy=popular')).includes(item.id),
    model: (await idsOf(`/api/content/model/${item.modelId}`)).includes(item.id),
    related: (await idsOf(`/api/content/${sibling.id}/related`)).includes(item.id),
  };
}
const everywhere = (shown: boolean) =>
  Object.fromEntries(
    ['page', 'search', 'suggestions', 'recent', 'popular', 'model', 'related'].map((surface) => [surface, shown]),
  );

const noticeOf = async (id: number): Promise<DmcaNotice> => {
  const res = await t.request('GET', '/api/dmca/notices?status=all&limit=100', { as: admin });
  expect(res.statusCode).toBe(200);
  const notice = res.json<DmcaNoticeListResponse>().notices.find((n) => n.id === id);
  expect(notice).toBeDefined();
  return notice!;
};

/** The audit entries of one kind of decision on a notice: who decided, and the details written with it. */
const decisions = async (noticeId: number, action: string) =>
  (
    await t.database.db
      .selectFrom('admin_audit_log')
      .select(['admin_id', 'details'])
      .where('entity', '=', 'dmca_notice')
      .where('entity_id', '=', noticeId)
      .where('action', '=', action)
      .execute()
  ).map((row) => ({ admin_id: row.admin_id, details: JSON.parse(row.details ?? '{}') as unknown }));

describe('filing a notice', () => {
  it('accepts a complete notice: 201 with an id and a number, stored, and acknowledged by e-mail', async () => {
    const item = await makeContent(t, { title: 'Harbour Pack' });
    const model = await makeModel(t);
    const res = await file(completeNotice([`${t.config.publicUrl}/content/${item.slug}`, `/model/${model.slug}`]));
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: number; number: string }>();
    expect(created.number).toMatch(/^DMCA-\d{8}-[0-9A-F]{10}$/);
    const mail = await t.database.db
      .selectFrom('mail_queue')
      .select(['subject', 'text_body'])
      .where('to_address', '=', 'jane@example.test')
      .where('subject', 'like', `%${created.number}%`)
      .executeTakeFirst();
    expect(mail?.text_body).toContain(created.number);
    const notice = await noticeOf(created.id);
    expect(notice).toMatchObject({ status: 'pending', number: created.number, name: 'Jane Example', overdue: false });
    expect(notice.items.map((i) => [i.kind, i.targetId, i.visible])).toEqual([
      ['content', item.id, true],
      ['model', model.id, true],
    ]);
  });

  it('names every missing element of §512(c)(3)(A) in one 400', async () => {
    const res = await file({ goodFaith: false });
    expect(res.statusCode).toBe(400);
    const { error, code } = res.json<{ error: string; code: string }>();
    expect(code).toBe('VALIDATION_ERROR');
    for (const element of [
      'Identification of the copyrighted work is required',
      'The infringing URLs on this site are required',
      'Your full name is required',
      'Your postal address is required',
      'Your telephone number is required',
      'A valid e-mail address is required',
      'The good-faith statement must be affirmed',
      'The statement of accuracy and authority under penalty of perjury must be affirmed',
      'Your electronic signature (typed full name) is required',
    ])
      expect(error).toContain(element);
  });

  it('refuses URLs that are not existing /content or /model pages of this site, naming each', async () => {
    const item = await makeContent(t);
    const res = await file(
      completeNotice([
        `/content/${item.slug}`,
        'https://elsewhere.example/content/x',
        '/content/no-such-pack',
        '/premium',
      ]),
    );
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: string }>();
    expect(error).toContain('https://elsewhere.example/content/x is not a /content/… or /model/… page');
    expect(error).toContain('/content/no-such-pack does not exist');
    expect(error).toContain('/premium is not a /content/… or /model/… page');
    expect(error).not.toContain(item.slug);
  });

  it.each([
    ['notices', 201],
    ['counter-notices', 404],
  ] as const)(
    'limits the public %s form to 5 per address in ten minutes: the sixth answers 429 with Retry-After',
    async (form, answer) => {
      const item = await makeContent(t);
      const body =
        form === 'notices'
          ? completeNotice([`/content/${item.slug}`])
          : completeCounterNotice('DMCA-20260101-0000000000');
      const send = (ip: string) => t.request('POST', `/api/dmca/${form}`, { body, ip });
      const ip = nextIp();
      const answers: number[] = [];
      for (let n = 0; n < 5; n += 1) answers.push((await send(ip)).statusCode);
      expect(answers).toEqual(Array(5).fill(answer));
      const refused = await send(ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ error: expect.any(String), code: 'RATE_LIMITED' });
      expect((await send(nextIp())).statusCode).toBe(answer);
    },
  );

  it('lists notices for admins only, with the age in business days and overdue after 7', async () => {
    const { id } = await fileFor([await makeContent(t)]);
    expect((await t.request('GET', '/api/dmca/notices')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/dmca/notices', { as: member })).statusCode).toBe(403);
    expect((await noticeOf(id)).ageBusinessDays).toBe(0);
    clock.advance(12 * DAY); // at least 8 business days, whatever today is
    const later = await noticeOf(id);
    expect(later.ageBusinessDays).toBeGreaterThan(7);
    expect(later.overdue).toBe(true);
    const res = await t.request('GET', '/api/dmca/notices?status=pending', { as: admin });
    expect(res.json<DmcaNoticeListResponse>().overdue).toBeGreaterThan(0);
  });
});

describe('deciding a notice', () => {
  it('accepting hides every listed item from every public surface at once, audited with notes', async () => {
    const { item, sibling } = await packWithSiblings('Takedown');
    const profile = await makeModel(t, { name: 'Takedown Profile' });
    const res = await file(completeNotice([`/content/${item.slug}`, `/model/${profile.slug}`]));
    const { id } = res.json<{ id: number }>();
    expect(await surfaces(item, sibling)).toEqual(everywhere(true));

    const accepted = await decide(id, { action: 'accept', notes: 'Owner verified' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<DmcaNotice>().status).toBe('accepted');
    expect(await surfaces(item, sibling)).toEqual(everywhere(false));
    expect((await t.request('GET', `/api/models/${profile.slug}`)).statusCode).toBe(404);

    const audit = await auditEntries(t, 'dmca_notice', id);
    expect(audit.map((a) => a.action)).toEqual(['dmca.accept']);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ notes: 'Owner verified', from: 'pending' });
    expect((await decide(id, { action: 'accept' })).statusCode).toBe(409);
  });

  it('rejecting needs a reason; a rejected notice hides nothing', async () => {
    const item = await makeContent(t);
    const { id } = await fileFor([item]);
    const missing = await decide(id, { action: 'reject' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toContain('A reason is required to reject a notice');
    const rejected = await decide(id, {
      action: 'reject',
      reason: 'The work is not identified',
      notes: 'Asked the sender for the registration number',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<DmcaNotice>()).toMatchObject({
      status: 'rejected',
      decisionReason: 'The work is not identified',
    });
    expect(await publicStatus(item)).toBe(200);
    expect(await decisions(id, 'dmca.reject')).toEqual([
      {
        admin_id: admin.id,
        details: expect.objectContaining({
          from: 'pending',
          reason: 'The work is not identified',
          notes: 'Asked the sender for the registration number',
        }),
      },
    ]);
    expect((await decide(id, { action: 'accept' }, member)).statusCode).toBe(403);
  });

  it('records a strike per accepted notice and flags a model at 3', async () => {
    const model = await makeModel(t, { name: 'Repeat Model' });
    for (let n = 0; n < 3; n += 1) {
      const { id } = await fileFor([await makeContent(t, { model })]);
      await decide(id, { action: 'accept' });
      const flagged = await t.request('GET', '/api/dmca/repeat-infringers', { as: admin });
      const ids = flagged.json<{ models: { modelId: number; strikes: number }[] }>().models;
      expect(ids.some((m) => m.modelId === model.id)).toBe(n === 2);
    }
    const { id } = await fileFor([await makeContent(t, { model })]);
    expect((await noticeOf(id)).items[0]!.modelStrikes).toBe(3);
    expect((await t.request('GET', '/api/dmca/repeat-infringers', { as: member })).statusCode).toBe(403);
  });
});

describe('counter-notices', () => {
  async function takenDown() {
    const { item, sibling } = await packWithSiblings('Countered');
    const notice = await fileFor([item]);
    expect((await decide(notice.id, { action: 'accept' })).statusCode).toBe(200);
    return { item, sibling, notice };
  }

  it('restores the items 10 business days later when no suit is recorded; the complainant is told', async () => {
    const { item, sibling, notice } = await takenDown();
    const res = await counter(notice.number);
    expect(res.statusCode).toBe(201);
    const mail = await t.database.db
      .selectFrom('mail_queue')
      .select('text_body')
      .where('to_address', '=', 'jane@example.test')
      .where('subject', 'like', `%Counter-notice to DMCA notice ${notice.number}`)
      .executeTakeFirst();
    expect(mail?.text_body).toContain('Sam Uploader');
    expect((await noticeOf(notice.id)).status).toBe('countered');

    clock.advance(9 * DAY); // at most 9 business days
    expect((await runJob()).json<{ restored: string[] }>().restored).not.toContain(notice.number);
    expect(await publicStatus(item)).toBe(404);

    clock.advance(6 * DAY); // 15 days: at least 10 business days
    expect((await runJob()).json<{ restored: string[] }>().restored).toContain(notice.number);
    expect(await surfaces(item, sibling)).toEqual(everywhere(true));
    const after = await noticeOf(notice.id);
    expect(after.status).toBe('restored');
    expect(after.counterNotice?.restoredAt).toBeTruthy();
    const audit = await t.database.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('entity', '=', 'dmca_notice')
      .where('entity_id', '=', notice.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['dmca.accept', 'dmca.counter_notice', 'dmca.restore']);
  });

  it('does not restore when an admin records that suit was filed', async () => {
    const { item, notice } = await takenDown();
    expect((await counter(notice.number)).statusCode).toBe(201);
    const suit = await decide(notice.id, { action: 'suit_filed', notes: 'Complaint filed in court' });
    expect(suit.statusCode).toBe(200);
    expect(suit.json<DmcaNotice>().counterNotice?.cancelledAt).toBeTruthy();
    expect(await decisions(notice.id, 'dmca.suit_filed')).toEqual([
      {
        admin_id: admin.id,
        details: expect.objectContaining({ from: 'countered', notes: 'Complaint filed in court' }),
      },
    ]);
    clock.advance(20 * DAY);
    expect((await runJob()).json<{ restored: string[] }>().restored).not.toContain(notice.number);
    expect(await publicStatus(item)).toBe(404);
  });

  it('needs a known, accepted notice, all its elements, and only one counter-notice', async () => {
    expect((await counter('DMCA-20260101-0000000000')).statusCode).toBe(404);
    const pending = await fileFor([await makeContent(t)]);
    expect((await counter(pending.number)).statusCode).toBe(409);
    const missing = await t.request('POST', '/api/dmca/counter-notices', { body: {}, ip: nextIp() });
    expect(missing.statusCode).toBe(400);
    const { error } = missing.json<{ error: string }>();
    for (const element of [
      'The notice number is required',
      'Identification of the removed material is required',
      'The statement under penalty of perjury must be affirmed',
      'The consent to jurisdiction must be affirmed',
      'Your full name is required',
      'Your postal address is required',
      'Your electronic signature (typed full name) is required',
    ])
      expect(error).toContain(element);
    const { notice } = await takenDown();
    expect((await counter(notice.number)).statusCode).toBe(201);
    expect((await counter(notice.number)).statusCode).toBe(409);
  });
});

describe('mails in the language of whoever filed', () => {
  /** The delivered mail (through the queue and the outbox) to `to` whose subject contains `subject`. */
  async function delivered(to: string, subject: string) {
    await t.app.mailer.drain();
    const mail = readOutbox(t.config.mail.outboxDir).find(
      (m) => isAddressedTo(m, to) && headerOf(m, 'Subject')?.includes(subject),
    );
    expect(mail, `a mail to ${to} about ${subject}`).toBeDefined();
    return { subject: headerOf(mail!, 'Subject'), mail: mail! };
  }
  const site = () => t.config.siteName;

  it('writes to a Russian complainant in Russian from filing to counter-notice, and to the sender in theirs', async () => {
    const item = await makeContent(t);
    const url = `/content/${item.slug}`;
    const filed = await t.request('POST', '/api/dmca/notices', {
      body: { ...completeNotice([url]), name: 'Ольга Пример', email: 'olga@example.test', language: 'ru' },
      headers: { 'accept-language': 'de' },
      ip: nextIp(),
    });
    expect(filed.statusCode).toBe(201);
    const notice = filed.json<{ id: number; number: string }>();
    const received = await delivered('olga@example.test', notice.number);
    expect(received.subject).toBe(`[${site()}] Уведомление DMCA ${notice.number} получено`);
    expect(received.mail).toContain('Уважаемый(ая) Ольга Пример!');
    expect(received.mail).toContain(`Мы получили ваше уведомление DMCA. Его номер — ${notice.number};`);
    expect(received.mail).toContain(`Указанные страницы:\n${t.config.publicUrl}${url}`);
    expect(received.mail).not.toMatch(/Dear|We received/);

    expect((await decide(notice.id, { action: 'accept' })).statusCode).toBe(200);
    const accepted = await delivered('olga@example.test', `${notice.number} принято`);
    expect(accepted.mail).toContain('Мы приняли ваше уведомление: указанные в нём страницы больше не показываются.');

    // The counter-notice's sender uses a German browser and sends no language.
    const countered = await t.request('POST', '/api/dmca/counter-notices', {
      body: completeCounterNotice(notice.number, { email: 'sam.de@example.test' }),
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
      ip: nextIp(),
    });
    expect(countered.statusCode).toBe(201);
    const { restoreDueAt } = countered.json<{ restoreDueAt: string }>();
    const toComplainant = await delivered(
      'olga@example.test',
      `Встречное уведомление по уведомлению DMCA ${notice.number}`,
    );
    expect(toComplainant.mail).toContain(`От: Sam Uploader\n2 Example Road, Shelbyville, USA\nsam.de@example.test`);
    expect(toComplainant.mail).toContain('под страхом ответственности за лжесвидетельство');
    expect(toComplainant.mail).toContain(`Если до ${longDate(restoreDueAt, 'ru')} вы не сообщите нам`);
    expect(toComplainant.mail).toContain('(через 10 рабочих дней)');
    const toSender = await delivered('sam.de@example.test', notice.number);
    expect(toSender.subject).toBe(`[${site()}] Gegendarstellung zur DMCA-Meldung ${notice.number} eingegangen`);
    expect(toSender.mail).toContain('Sehr geehrte(r) Sam Uploader,');
    expect(toSender.mail).toContain(`am oder nach dem ${longDate(restoreDueAt, 'de')} wiederhergestellt`);

    const stored = await t.database.db
      .selectFrom('dmca_notices')
      .innerJoin('dmca_counter_notices', 'dmca_counter_notices.notice_id', 'dmca_notices.id')
      .select(['dmca_notices.language as notice', 'dmca_counter_notices.language as counter'])
      .where('dmca_notices.id', '=', notice.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ notice: 'ru', counter: 'de' });
  });

  it('takes the browser’s language when the form sends none, else English', async () => {
    const item = await makeContent(t);
    const body = { ...completeNotice([`/content/${item.slug}`]), email: 'joao@example.test' };
    const res = await t.request('POST', '/api/dmca/notices', {
      body,
      headers: { 'accept-language': 'it-IT, pt-BR;q=0.8' },
      ip: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    const notice = res.json<{ id: number; number: string }>();
    expect((await delivered('joao@example.test', notice.number)).subject).toBe(
      `[${site()}] Notificação DMCA ${notice.number} recebida`,
    );
    expect((await decide(notice.id, { action: 'reject', reason: 'The URL shows other work.' })).statusCode).toBe(200);
    const rejected = await delivered('joao@example.test', `${notice.number} rejeitada`);
    expect(rejected.mail).toContain('Não foi possível atender à sua notificação: The URL shows other work.');

    const english = await t.request('POST', '/api/dmca/notices', {
      body: { ...body, email: 'ann@example.test' },
      headers: { 'accept-language': 'it' },
      ip: nextIp(),
    });
    const number = english.json<{ number: string }>().number;
    const mail = await delivered('ann@example.test', number);
    expect(mail.subject).toBe(`[${site()}] DMCA notice ${number} received`);
    expect(mail.mail).toContain(
      `We received your DMCA notice. Its number is ${number}; quote it in any correspondence.`,
    );
  });
});

describe('the job runner', () => {
  it('lets only the holder of an unexpired lease run a job', async () => {
    const leases = jobLeases(t.database.db);
    const now = new Date(clock.millis());
    const until = new Date(clock.millis() + 60_000).toISOString();
    expect(await leases.acquire('test.job', 'a', now.toISOString(), until)).toBe(true);
    expect(await leases.acquire('test.job', 'b', now.toISOString(), until)).toBe(false);
    const expired = new Date(clock.millis() + 120_000).toISOString();
    expect(await leases.acquire('test.job', 'b', expired, new Date(clock.millis() + 180_000).toISOString())).toBe(true);
    await leases.release('test.job', 'b', expired, { outcome: 'ok', durationMs: 1 });
    expect(await leases.acquire('test.job', 'a', now.toISOString(), until)).toBe(true);
  });
});
