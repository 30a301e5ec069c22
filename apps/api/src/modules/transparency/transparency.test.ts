import { inflateSync } from 'node:zlib';
import type { MonthlyReport } from '@packdex/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { setClock } from '../../../test/clock.ts';
import { makeContent, makeModel, makeUser, type TestUser } from '../../../test/factories.ts';
import { clock } from '../../lib/clock.ts';
import { reportPdf } from './transparency-export.ts';
import { median, percentile } from './transparency.service.ts';

// The monthly processor and transparency report (docs/compliance.md#monthly-report), for November
// 2026 from seeded cases whose dates fall inside, before and after the month.
const t = useTestApp();
const HOUR = 3_600_000;
const at = (day: string, plusHours = 0) => new Date(Date.parse(`2026-${day}Z`) + plusHours * HOUR).toISOString();

let admin: TestUser;
let moderator: TestUser;
beforeAll(async () => {
  setClock(Date.parse('2026-12-05T00:00:00Z'));
  admin = await makeUser(t, { admin: true });
  moderator = await makeUser(t, { role: 'moderator' });
  const db = t.database.db;
  const [a, b, c, d, e] = [
    await makeContent(t),
    await makeContent(t),
    await makeContent(t),
    await makeContent(t),
    await makeContent(t),
  ];
  const model = await makeModel(t);

  // Reports: five received in November (two severe), decided after 2, 10, 4 and 30 hours, one open.
  const reports: [reason: string, created: string, decidedAfter: number | null, to: string, contentId: number][] = [
    ['no_consent', at('11-02T00:00'), 2, 'resolved', a.id],
    ['spam', at('11-03T00:00'), 10, 'dismissed', b.id],
    ['other', at('11-04T00:00'), 4, 'reviewed', b.id],
    ['child_content', at('11-05T00:00'), 30, 'resolved', c.id],
    ['spam', at('11-20T00:00'), null, 'pending', c.id],
    // Before and after the month: not received in it; the October one resolved in November names a thing already counted.
    ['no_consent', at('10-31T23:00'), 3, 'resolved', a.id],
    ['spam', at('12-01T00:00'), 1, 'dismissed', d.id],
  ];
  for (const [reason, created, after, to, contentId] of reports) {
    const row = await db
      .insertInto('reports')
      .values({ reason, content_id: contentId, status: to, created_at: created, updated_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (after !== null)
      await db
        .insertInto('report_events')
        .values({
          report_id: row.id,
          admin_id: admin.id,
          from_status: 'pending',
          to_status: to,
          created_at: at(created.slice(5, 16), after),
        })
        .execute();
  }

  // Removal requests: four received (decided after 12, 50 and 20 hours; one still open past its
  // deadline), and one from October accepted in November.
  const requests: [created: string, decidedAfter: number | null, status: string, items: number][] = [
    [at('11-01T00:00'), 12, 'accepted', 2],
    [at('11-10T00:00'), 50, 'accepted', 1],
    [at('11-15T00:00'), 20, 'rejected', 1],
    [at('11-29T12:00'), null, 'open', 1],
    [at('10-30T12:00'), 40, 'accepted', 1],
  ];
  let n = 0;
  for (const [created, after, status, items] of requests) {
    const row = await db
      .insertInto('removal_requests')
      .values({
        number: `TID-TEST-${(n += 1)}`,
        name: 'Robin Example',
        email: 'robin@example.test',
        statement: 'Not consented.',
        signature: 'Robin Example',
        status,
        created_at: created,
        due_at: at(created.slice(5, 16), 48),
        decided_at: after === null ? null : at(created.slice(5, 16), after),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < items; i++)
      await db
        .insertInto('removal_request_items')
        .values({
          request_id: row.id,
          url: `/content/x-${n}-${i}`,
          target_kind: 'content',
          target_id: e.id,
          target_url: null,
          snapshot: '{}',
          captured_at: created,
          retain_until: created,
        })
        .execute();
  }

  // DMCA: three notices received (one accepted hiding two pages, one rejected, one pending), one from
  // October accepted in November (one page, since countered); counter-notices: one received, one restored.
  const notices: [created: string, decided: string | null, status: string, hid: number][] = [
    [at('11-03T00:00'), at('11-04T00:00'), 'accepted', 2],
    [at('11-06T00:00'), at('11-07T00:00'), 'rejected', 0],
    [at('11-28T00:00'), null, 'pending', 0],
    [at('10-29T00:00'), at('11-01T09:00'), 'countered', 1],
    [at('10-01T00:00'), at('10-02T00:00'), 'restored', 1],
  ];
  const noticeIds: number[] = [];
  for (const [created, decided, status, hid] of notices) {
    const row = await db
      .insertInto('dmca_notices')
      .values({
        number: `DMCA-TEST-${(n += 1)}`,
        status,
        work: 'A fictional work',
        complainant_name: 'Sam Owner',
        complainant_address: '1 Example Street',
        complainant_phone: '+1 555 0100',
        complainant_email: 'sam@example.test',
        good_faith: 1,
        accuracy_under_perjury: 1,
        signature: 'Sam Owner',
        decided_at: decided,
        created_at: created,
        updated_at: decided ?? created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    noticeIds.push(row.id);
    for (let i = 0; i < Math.max(hid, 1); i++)
      await db
        .insertInto('dmca_notice_items')
        .values({
          notice_id: row.id,
          url: `/content/d-${n}-${i}`,
          target_kind: 'content',
          target_id: d.id,
          hid_target: i < hid ? 1 : 0,
        })
        .execute();
  }
  const counter = (noticeId: number, created: string, restored: string | null) => ({
    notice_id: noticeId,
    material: 'The page',
    name: 'Alex Uploader',
    address: '2 Example Road',
    perjury_statement: 1,
    consent_to_jurisdiction: 1,
    signature: 'Alex Uploader',
    restore_due_at: created,
    restored_at: restored,
    created_at: created,
  });
  await db
    .insertInto('dmca_counter_notices')
    .values(counter(noticeIds[3]!, at('11-12T00:00'), null))
    .execute();
  await db
    .insertInto('dmca_counter_notices')
    .values(counter(noticeIds[4]!, at('10-10T00:00'), at('11-02T00:00')))
    .execute();

  // Holds still in force: an admin's hide and a dead link in November, a dead link in October.
  await db
    .insertInto('content_holds')
    .values({ target_id: c.id, reason: 'admin', placed_at: at('11-08T00:00') })
    .execute();
  await db
    .insertInto('model_holds')
    .values({ target_id: model.id, reason: 'admin', placed_at: at('11-09T00:00') })
    .execute();
  await db
    .insertInto('content_holds')
    .values({ target_id: d.id, reason: 'link_dead', placed_at: at('11-10T00:00') })
    .execute();
  await db
    .insertInto('content_holds')
    .values({ target_id: e.id, reason: 'link_dead', placed_at: at('10-10T00:00') })
    .execute();

  // The known-bad picture list: one entry added and one picture refused in November.
  await db
    .insertInto('picture_hashes')
    .values({ hash: '0123456789abcdef', label: null, source: 'import', created_at: at('11-11T00:00') })
    .execute();
  await db
    .insertInto('admin_audit_log')
    .values({
      admin_id: null,
      action: 'picture_hash.blocked',
      entity: 'picture_hash',
      entity_id: 1,
      details: '{}',
      created_at: at('11-12T00:00'),
    })
    .execute();
  // Consent checked twice in November and once in October; review: two drafts in November, one
  // published and one rejected there, and an October draft published in November.
  for (const checked of ['2026-11-01', '2026-11-30', '2026-10-31'])
    await db
      .insertInto('consent_records')
      .values({
        model_id: model.id,
        model_name: 'Model',
        document_type: 'id',
        checked_on: checked,
        expires_on: null,
        checked_by: null,
        note: null,
        file_name: 'id.pdf',
        file_type: 'application/pdf',
        file_size: 1,
        stored_name: `stored-${checked}`,
        created_at: at('11-01T00:00'),
      })
      .execute();
  const draft = (id: number, made: string, status: string, decided: string | null) =>
    db
      .insertInto('review_items')
      .values({
        kind: 'content',
        target_id: id,
        status,
        created_by: null,
        created_at: at(made),
        decided_by: null,
        decided_at: decided ? at(decided) : null,
        reason: status === 'rejected' ? 'No consent record' : null,
      })
      .execute();
  await draft(c.id, '11-03T00:00', 'published', '11-04T00:00');
  await draft(d.id, '11-05T00:00', 'rejected', '11-06T00:00');
  await draft(e.id, '10-20T00:00', 'published', '11-02T00:00');
});
afterAll(() => clock.reset());

const get = (query: string, as: TestUser | null = admin) =>
  t.request('GET', `/api/admin/reports/monthly?${query}`, as ? { as } : {});
const figures = (report: MonthlyReport) =>
  Object.fromEntries(report.sections.flatMap((s) => s.rows.map((r) => [`${s.id}.${r.key}`, r.value])));

describe('the monthly report', () => {
  it('counts what was received and decided in the month, with exact decision times', async () => {
    const res = await get('month=2026-11');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<MonthlyReport>();
    expect(report).toMatchObject({
      month: '2026-11',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
    expect(report.sections.map((s) => s.id)).toEqual([
      'complaints',
      'removal_requests',
      'removed',
      'dmca',
      'picture_hashes',
      'consent',
      'review',
    ]);
    expect(figures(report)).toEqual({
      'complaints.received': 5,
      'complaints.severe': 2,
      'complaints.decided': 4,
      'complaints.open': 1,
      // 2, 4, 10, 30 hours: the median is between 4 and 10; the 95th percentile is the 4th of 4.
      'complaints.median_hours': 7,
      'complaints.p95_hours': 30,
      'removal_requests.received': 4,
      'removal_requests.accepted': 2,
      'removal_requests.rejected': 1,
      'removal_requests.decided': 3,
      'removal_requests.open': 1,
      'removal_requests.median_hours': 20,
      'removal_requests.p95_hours': 50,
      // Decided after 50 hours, and open since 29 November noon (due 1 December noon).
      'removal_requests.overdue': 2,
      // Items of requests accepted in November (2 + 1 + the October request's 1).
      'removed.removal_request': 4,
      // Two distinct items of severe reports resolved in November.
      'removed.reports': 2,
      // Pages hidden by notices accepted in November (2 + 1).
      'removed.dmca': 3,
      'removed.admin': 2,
      'removed.link_dead': 1,
      'removed.total': 12,
      'dmca.received': 3,
      'dmca.accepted': 2,
      'dmca.rejected': 1,
      'dmca.counter_notices': 1,
      'dmca.restored': 1,
      'picture_hashes.added': 1,
      'picture_hashes.refused': 1,
      'consent.checked': 2,
      'review.submitted': 2,
      'review.published': 2,
      'review.rejected': 1,
    });
  });

  it('shows no decision time for a month without cases, and refuses a month not begun or badly written', async () => {
    const empty = figures((await get('month=2026-06')).json<MonthlyReport>());
    expect([
      empty['complaints.received'],
      empty['complaints.median_hours'],
      empty['removal_requests.p95_hours'],
    ]).toEqual([0, null, null]);
    expect((await get('month=2027-01')).statusCode).toBe(400);
    expect((await get('month=2026-13')).statusCode).toBe(400);
    expect((await get('month=2026-11&format=xls')).statusCode).toBe(400);
  });

  it('downloads as CSV, one figure a line', async () => {
    const res = await get('month=2026-11&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transparency-report-2026-11.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('section,figure,key,value');
    expect(lines).toContain('Complaints (reports),"Time to decision, median (hours)",complaints.median_hours,7');
    expect(lines).toContain(
      'Removal requests (48-hour deadline),"Decided after the deadline, or still open past it",removal_requests.overdue,2',
    );
    expect(lines).toContain('DMCA,Counter-notices received,dmca.counter_notices,1');
    expect(lines).toHaveLength(32);
    const empty = await get('month=2026-06&format=csv');
    expect(empty.body).toContain('complaints.median_hours,\r\n');
  });

  it('downloads as a one-page PDF holding the figures', async () => {
    const res = await get('month=2026-11&format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // The page's text, inflated from its content stream: pdfkit writes each run as hex.
    const text = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
      .map((m) => {
        try {
          return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      })
      .flatMap((content) => [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)])
      .map((run) =>
        [...run[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
      )
      .join('\n');
    expect(text).toContain('processor and transparency report, 2026-11');
    expect(text).toContain('Removal requests (48-hour deadline)');
    expect(text).toContain('Time to decision, 95th percentile (hours)');
    const uncompressed = (
      await reportPdf((await get('month=2026-06')).json<MonthlyReport>(), 'Packdex', { compress: false })
    ).toString('latin1');
    expect(uncompressed.startsWith('%PDF-')).toBe(true);
  });

  it('is for admins only', async () => {
    expect((await get('month=2026-11', null)).statusCode).toBe(401);
    expect((await get('month=2026-11', moderator)).statusCode).toBe(403);
    expect((await get('month=2026-11&format=pdf', await makeUser(t))).statusCode).toBe(403);
  });
});

describe('decision-time statistics', () => {
  it('median is the middle value or the mean of the two middle ones; p95 is the nearest rank', () => {
    expect([median([]), percentile([], 95)]).toEqual([null, null]);
    expect([median([5]), percentile([5], 95)]).toEqual([5, 5]);
    expect([median([30, 2, 10, 4]), percentile([30, 2, 10, 4], 95)]).toEqual([7, 30]);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([median(hundred), percentile(hundred, 95)]).toEqual([50.5, 95]);
  });
});
