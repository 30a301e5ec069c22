import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { auditEntries } from '../../../test/audit-log.ts';
import { TEST_PDF, uploadConsent } from '../../../test/consent-forms.ts';
import { makeModel, makeUser, type TestModel, type TestUser } from '../../../test/factories.ts';

const t = useTestApp();
let editor: TestUser;
let moderator: TestUser;
let member: TestUser;
let model: TestModel;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  editor = await makeUser(t, { role: 'editor' });
  moderator = await makeUser(t, { role: 'moderator' });
  member = await makeUser(t, { verified: true, premium: true });
  model = await makeModel(t, { name: 'Wren Halloway' });
});

describe("a model's consent records", () => {
  it('are added by an editor as a private file and listed with who checked them', async () => {
    const res = await uploadConsent(t, editor, model.id, {
      documentType: 'passport',
      checkedOn: day(0),
      expiresOn: day(365),
      note: 'Checked against the release form',
    });
    expect(res.statusCode).toBe(201);
    const record = res.json<{ id: number; fileType: string; current: boolean; checkedBy: { id: number } }>();
    expect(record).toMatchObject({ fileType: 'application/pdf', current: true, checkedBy: { id: editor.id } });

    // Stored under DATA_DIR/consent under a random name, never under the uploads folder the site serves.
    const dir = path.join(t.config.dataDir, 'consent');
    const stored = readdirSync(dir);
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain('passport');
    expect(path.relative(t.config.uploadsDir, dir).startsWith('..')).toBe(true);

    const list = await t.request('GET', `/api/admin/models/${model.id}/consent`, { as: moderator });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ state: 'current', records: [{ id: record.id, documentType: 'passport' }] });
    const audit = await auditEntries(t, 'model', model.id);
    expect(audit.map((a) => a.action)).toContain('consent.add');
  });

  it('serve the file only through the staff download, and write every access to the audit log', async () => {
    const { records } = (await t.request('GET', `/api/admin/models/${model.id}/consent`, { as: editor })).json<{
      records: { id: number }[];
    }>();
    const url = `/api/admin/models/${model.id}/consent/${records[0]!.id}/file`;
    expect((await t.request('GET', url)).statusCode).toBe(401);
    expect((await t.request('GET', url, { as: member })).statusCode).toBe(403);
    const before = (await auditEntries(t, 'model', model.id)).filter((a) => a.action === 'consent.download').length;

    const res = await t.request('GET', url, { as: moderator });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(TEST_PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['cache-control']).toBe('no-store');
    const after = (await auditEntries(t, 'model', model.id)).filter((a) => a.action === 'consent.download');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.admin_id).toBe(moderator.id);

    // No public address reaches it: not under /uploads, not by climbing out of it.
    const [stored] = readdirSync(path.join(t.config.dataDir, 'consent'));
    for (const guess of [
      `/uploads/${stored}`,
      `/uploads/../consent/${stored}`,
      `/uploads/%2e%2e/consent/${stored}`,
      `/consent/${stored}`,
    ]) {
      const res = await t.request('GET', guess);
      expect(res.rawPayload.equals(TEST_PDF), guess).toBe(false);
    }
  });

  it('refuse visitors, members and moderators when adding; files of other types; missing fields', async () => {
    expect((await uploadConsent(t, undefined, model.id)).statusCode).toBe(401);
    expect((await uploadConsent(t, member, model.id)).statusCode).toBe(403);
    expect((await uploadConsent(t, moderator, model.id)).statusCode).toBe(403);
    const html = await uploadConsent(t, editor, model.id, undefined, {
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      name: 'x.pdf',
      type: 'application/pdf',
    });
    expect(html.statusCode).toBe(415);
    const noType = await uploadConsent(t, editor, model.id, { checkedOn: day(0) });
    expect(noType.statusCode).toBe(400);
    expect(noType.json<{ error: string }>().error).toMatch(/documentType/);
    const backwards = await uploadConsent(t, editor, model.id, {
      documentType: 'id_card',
      checkedOn: day(0),
      expiresOn: day(-1),
    });
    expect(backwards.statusCode).toBe(400);
    expect((await uploadConsent(t, editor, 999_999)).statusCode).toBe(404);
  });

  it('count as expired once past their expiry, and missing when there are none', async () => {
    const other = await makeModel(t, { name: 'Ilse Brennan' });
    expect((await t.request('GET', `/api/admin/models/${other.id}/consent`, { as: editor })).json()).toMatchObject({
      state: 'missing',
      records: [],
    });
    const old = await uploadConsent(t, editor, other.id, {
      documentType: 'id_card',
      checkedOn: day(-400),
      expiresOn: day(-30),
    });
    expect(old.statusCode).toBe(201);
    expect(old.json<{ current: boolean }>().current).toBe(false);
    expect(
      (await t.request('GET', `/api/admin/models/${other.id}/consent`, { as: editor })).json<{ state: string }>().state,
    ).toBe('expired');
  });

  it('are deleted with their file by an editor, audited; moderators may not delete', async () => {
    const other = await makeModel(t, { name: 'Tamsin Oakes' });
    const { id } = (await uploadConsent(t, editor, other.id)).json<{ id: number }>();
    const url = `/api/admin/models/${other.id}/consent/${id}`;
    expect((await t.request('DELETE', url, { as: moderator })).statusCode).toBe(403);
    const files = () => readdirSync(path.join(t.config.dataDir, 'consent')).length;
    const count = files();
    expect((await t.request('DELETE', url, { as: editor })).statusCode).toBe(200);
    expect(files()).toBe(count - 1);
    expect((await t.request('DELETE', url, { as: editor })).statusCode).toBe(404);
    const audit = await auditEntries(t, 'model', other.id);
    expect(audit.map((a) => a.action)).toEqual(['consent.add', 'consent.delete']);
  });

  it('are marked on the admin model list: current, expired or missing', async () => {
    const res = await t.request('GET', '/api/models?includeHidden=true&limit=50', { as: editor });
    const models = (await t.json<{ models: { id: number; consent?: string }[] }>(res)).models;
    expect(models.find((m) => m.id === model.id)?.consent).toBe('current');
    const fresh = await makeModel(t);
    const again = await t.json<{ models: { id: number; consent?: string }[] }>(
      await t.request('GET', '/api/models?includeHidden=true&limit=50', { as: editor }),
    );
    expect(again.models.find((m) => m.id === fresh.id)?.consent).toBe('missing');
    // Visitors never see the mark.
    const visitor = await t.json<{ models: Record<string, unknown>[] }>(await t.request('GET', '/api/models?limit=50'));
    expect(visitor.models.every((m) => !('consent' in m))).toBe(true);
    expect(existsSync(path.join(t.config.uploadsDir, 'consent'))).toBe(false);
  });
});
