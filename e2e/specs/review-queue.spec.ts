import { expect, test } from '../support/test.ts';
import { DESKTOP, e2e, snap, snapView } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { makeModelDraft, row } from '../support/db.ts';
import {
  adminPage,
  adminSession,
  enrolTwoFactor,
  pageWithSession,
  registerAccount,
  signInWithCode,
} from '../support/session.ts';

// Review before publication: an admin makes a new model, which waits hidden in the review queue →
// a moderator (another staff account) opens the queue, sees the checklist refuse it for want of a
// consent record → the admin adds the record → the moderator publishes it and visitors see it.

test.describe('review queue journey', () => {
  const name = `Draft Model ${Date.now()}`;

  test('a moderator publishes a draft from the review queue once its consent record is there', async ({ browser }) => {
    const admin = await adminSession();
    const adminId = (admin.user as { id: number }).id;
    // The moderator: a member made moderator by the admin, with two-factor sign-in.
    const account = await registerAccount('moderator', 'Mona Reviewer', 'moderator-pass-1');
    const { secret } = await enrolTwoFactor(account.token);
    const promoted = await api('PUT', `/admin/users/${account.user.id}/role`, { role: 'moderator' }, admin.token);
    expect(promoted.status).toBe(200);
    const moderator = await signInWithCode(account.email, account.password, secret);

    // A new model made by the admin, a draft as with REVIEW_BEFORE_PUBLISH on: hidden from visitors.
    const created = await api(
      'POST',
      '/models',
      { model_id: `E2E-DRAFT-${Date.now()}`, name, photoUrl: 'https://img.example.test/draft.webp' },
      admin.token,
    );
    expect(created.status).toBe(201);
    const model = row<{ id: number; slug: string }>('select id, slug from models where name = ?', name);
    makeModelDraft(model.id, adminId);
    expect((await api('GET', `/models/${model.slug}`)).status).toBe(404);

    // The moderator's queue: the checklist says the consent record is missing, so Publish waits.
    const { page } = await pageWithSession(browser, moderator, DESKTOP);
    await page.goto('/admin/review');
    await page.getByRole('heading', { name: 'Review Queue' }).waitFor();
    const card = page.getByTestId('review-item').filter({ hasText: name });
    await card.getByText('No consent record').waitFor();
    expect(await card.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
    await card.getByText('Add a current consent record before publishing.').waitFor();

    // The admin adds the record (a fictional document), as the model form does.
    const form = new FormData();
    form.append('documentType', 'passport');
    form.append('checkedOn', new Date().toISOString().slice(0, 10));
    form.append(
      'file',
      new Blob(['%PDF-1.4\n% fictional test document\n%%EOF\n'], { type: 'application/pdf' }),
      'release.pdf',
    );
    const added = await fetch(`${e2e.baseURL}/api/admin/models/${model.id}/consent`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(added.status).toBe(201);

    // The checklist passes now: the moderator publishes, and visitors see the model.
    await page.reload();
    await card.getByText('Consent record current').waitFor();
    await snap(page, 'admin-review-queue-1280');
    await card.getByRole('button', { name: 'Publish' }).click();
    await card.waitFor({ state: 'detached' });
    expect((await api('GET', `/models/${model.slug}`)).status).toBe(200);
    const decided = row<{ status: string; decided_by: number }>(
      "select status, decided_by from review_items where kind = 'model' and target_id = ?",
      model.id,
    );
    expect(decided).toEqual({
      status: 'published',
      decided_by: moderator.user && (moderator.user as { id: number }).id,
    });
  });

  test("shows a model's consent records in its admin form, and warns on the list of a model without one", async ({
    browser,
  }) => {
    const { page } = await adminPage(browser);
    await page.goto('/admin/models');
    const box = page.getByRole('searchbox', { name: 'Search models' });
    await box.fill('Draft Model');
    await box.press('Enter');
    // Made without a record: the list warns (review off publishes at once, the warning stays).
    const bare = `Bare Model ${Date.now()}`;
    const admin = await adminSession();
    expect(
      (
        await api(
          'POST',
          '/models',
          { model_id: `E2E-BARE-${Date.now()}`, name: bare, photoUrl: 'https://img.example.test/bare.webp' },
          admin.token,
        )
      ).status,
    ).toBe(201);
    await box.fill(bare);
    await box.press('Enter');
    await page.getByTestId('consent-warning').first().waitFor();
    await box.fill(name);
    await box.press('Enter');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const section = page.getByTestId('consent-records');
    await section.getByTestId('consent-record').waitFor();
    await section.getByText('Consent record current').waitFor();
    await section.scrollIntoViewIfNeeded();
    await snapView(page, 'admin-consent-records-1280');
  });
});
