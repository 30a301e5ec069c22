import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, noHorizontalOverflow, snap, visitorPage } from '../support/browser.ts';
import { api, createGallery } from '../support/api.ts';
import { row } from '../support/db.ts';
import { adminPage, adminSession, moveServerClock } from '../support/session.ts';

// A person shown without consent files a removal request on /takedown (reached from the content
// page's menu) → the item is hidden at once → the admin sees the time left on the dashboard and in
// the inbox, then accepts the request → the item is gone for good.

test.describe('removal request journey', () => {
  let adminToken: string;
  const title = `Lakeside Evening ${Date.now()}`;
  let slug: string;

  test.beforeAll(async () => {
    adminToken = (await adminSession()).token;
    slug = await createGallery(adminToken, title, 'removal-journey');
  });
  test.afterAll(async () => {
    await moveServerClock(null);
  });

  test('files from the content page menu, holds at once, and is accepted within 48 hours', async ({ browser }) => {
    // 1. The visitor opens the content page's menu and goes to the form, the page's address filled in.
    const { page } = await visitorPage(browser, MOBILE);
    await page.goto(`/content/${slug}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('button', { name: 'More actions for this content' }).click();
    await page.getByRole('menuitem', { name: 'Request removal: shown without consent' }).click();
    await page.waitForURL(/\/takedown\?url=/);
    const form = page.getByRole('form', { name: 'Removal request' });
    await expect.poll(() => form.getByLabel(/1\. Pages on this site/).inputValue()).toContain(`/content/${slug}`);

    // 2. A missing statement is named; then the request goes through and shows its number.
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => form.getByText('Your statement is required').count()).toBe(1);
    await form.getByLabel('2. Your statement').fill('These pictures show me; I never agreed to their publication.');
    await form.getByLabel('3. Full name').fill('Robin Example');
    await form.getByLabel('Email').fill('robin@example.com');
    await form.getByLabel('4. Electronic signature (type your full name)').fill('Robin Example');
    await noHorizontalOverflow(page);
    await snap(page, 'takedown-form-390');
    await form.getByRole('button', { name: 'Send request' }).click();
    const numberText = page.getByTestId('removal-request-number');
    await numberText.waitFor();
    const number = (await numberText.textContent())!.trim();
    expect(number).toMatch(/^TID-\d{8}-[0-9A-F]{10}$/);
    await snap(page, 'takedown-filed-390');

    // 3. The item is hidden at once.
    expect((await api('GET', `/content/slug/${slug}`)).status).toBe(404);

    // 4. Thirty hours later the dashboard and the inbox show the time left.
    await moveServerClock(30 * 3_600_000);
    try {
      const admin = await adminPage(browser, DESKTOP);
      await admin.page.goto('/admin');
      await admin.page
        .getByRole('region', { name: 'Removal requests' })
        .getByText(/removal requests? (is|are) waiting for a decision/)
        .waitFor();
      await admin.page.goto('/admin/removal-requests');
      const card = admin.page.locator(`[data-request-number="${number}"]`);
      await card.waitFor();
      await expect.poll(() => card.getByTestId('time-left').textContent()).toMatch(/^1[78] h \d+ min left$/);
      await snap(admin.page, 'admin-removal-requests-desktop');
      await card.getByRole('button', { name: 'Accept and remove' }).click();
      await admin.page.locator(`[data-request-number="${number}"]`).waitFor({ state: 'detached' });
      await admin.page.goto('/admin/removal-requests?status=accepted');
      await admin.page.locator(`[data-request-number="${number}"]`).getByText('Accepted', { exact: true }).waitFor();
      // The banned terms page, routed inside the admin's chunk, lists the seeded terms.
      await admin.page.goto('/admin/banned-terms');
      await admin.page.getByRole('list', { name: 'Banned terms' }).getByText('underage', { exact: true }).waitFor();
      await snap(admin.page, 'admin-banned-terms-desktop');
      await admin.context.close();
    } finally {
      await moveServerClock(null);
    }

    // 5. The item is gone for good.
    expect((await api('GET', `/content/slug/${slug}`)).status).toBe(404);
    expect(row<{ n: number }>('select count(*) as n from contents where slug = ?', slug).n).toBe(0);
    await page.goto(`/content/${slug}`);
    await page.getByRole('heading', { name: 'Content not found' }).waitFor();
  });
});
