import { expect, test } from '../support/test.ts';
import { MOBILE, e2e, noHorizontalOverflow, snap, visitorPage } from '../support/browser.ts';
import { api, createGallery } from '../support/api.ts';
import { adminPage, adminSession, moveServerClock } from '../support/session.ts';

// A visitor files a DMCA notice on /dmca → the admin accepts it → the item is gone for
// visitors → a counter-notice is filed from the notice number → the item is restored once the
// server's clock has moved 15 days and the restoration job runs.

test.describe('DMCA takedown journey', () => {
  let adminToken: string;
  const title = `Takedown Journey ${Date.now()}`;
  let slug: string;

  test.beforeAll(async () => {
    adminToken = (await adminSession()).token;
    slug = await createGallery(adminToken, title, 'dmca-journey');
  });
  test.afterAll(async () => {
    await moveServerClock(null);
  });

  test('files, accepts, counters and restores, on desktop and at 390 px', async ({ browser }) => {
    // 1. A visitor files the notice on /dmca (at phone width, by keyboard for the statements).
    const visitor = await visitorPage(browser, MOBILE);
    const page = visitor.page;
    await page.goto('/dmca');
    await page.getByRole('heading', { name: 'How to send a notice: five steps' }).waitFor();
    const form = page.getByRole('form', { name: 'DMCA notice' });
    await form.getByRole('button', { name: 'Send notice' }).click();
    await expect.poll(() => form.getByText('Identification of the copyrighted work is required').count()).toBe(1);
    await form.getByLabel('1. The copyrighted work').fill('The photo series "Harbour Lights" by Example Studio');
    await form.getByLabel(/2\. Infringing pages/).fill(`${e2e.baseURL}/content/${slug}`);
    await form.getByLabel('3. Full name').fill('Jane Example');
    await form.getByLabel('Telephone').fill('+1 555 0100');
    await form.getByLabel('Email').fill('jane@example.com');
    await form.getByLabel('Postal address').fill('1 Example Street, Springfield');
    await form.getByRole('checkbox', { name: /good-faith belief/ }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('checkbox', { name: /penalty of perjury/ }).check();
    await form.getByLabel('5. Electronic signature (type your full name)').fill('Jane Example');
    await snap(page, 'dmca-notice-form-390');
    await noHorizontalOverflow(page);
    await form.getByRole('button', { name: 'Send notice' }).click();
    const numberText = page.getByTestId('notice-number');
    await numberText.waitFor();
    const number = (await numberText.textContent())!.trim();
    expect(number).toMatch(/^DMCA-\d{8}-[0-9A-F]{10}$/);
    await snap(page, 'dmca-notice-filed-390');

    // A second notice about the same page stays pending (checked overdue on the dashboard later).
    const waiting = await api('POST', '/dmca/notices', {
      work: 'Another series by Example Studio',
      urls: [`/content/${slug}`],
      name: 'Jane Example',
      address: '1 Example Street, Springfield',
      phone: '+1 555 0100',
      email: 'jane@example.com',
      goodFaith: true,
      accuracyUnderPerjury: true,
      signature: 'Jane Example',
    });
    expect(waiting.status).toBe(201);

    // 2. The admin accepts the first on /admin/dmca.
    const admin = await adminPage(browser);
    await admin.page.goto('/admin/dmca');
    const card = admin.page.locator(`[data-notice-number="${number}"]`);
    await card.waitFor();
    await snap(admin.page, 'admin-dmca-desktop');
    await card.getByRole('button', { name: 'Accept' }).click();
    await card.getByText('Accepted', { exact: true }).waitFor();

    // 3. The item is gone for visitors.
    expect((await api('GET', `/content/slug/${slug}`)).status).toBe(404);
    await page.goto(`/content/${slug}`);
    await page.getByRole('heading', { name: 'Content not found' }).waitFor();

    // 4. A counter-notice from the notice number.
    await page.goto(`/dmca/counter?notice=${encodeURIComponent(number)}`);
    const counter = page.getByRole('form', { name: 'Counter-notice' });
    await expect.poll(() => counter.getByLabel('Notice number').inputValue()).toBe(number);
    await counter
      .getByLabel('The removed material and where it appeared before removal')
      .fill(`The gallery "${title}" at /content/${slug}`);
    await counter.getByRole('checkbox', { name: /mistake or misidentification/ }).check();
    await counter.getByRole('checkbox', { name: /consent to the jurisdiction/ }).check();
    await counter.getByLabel('Full name', { exact: true }).fill('Sam Uploader');
    await counter.getByLabel('Postal address').fill('2 Example Road, Shelbyville');
    await counter.getByLabel('Electronic signature (type your full name)').fill('Sam Uploader');
    await noHorizontalOverflow(page);
    await snap(page, 'dmca-counter-form-390');
    await counter.getByRole('button', { name: 'Send counter-notice' }).click();
    await page.getByText('Counter-notice received').waitFor();
    // The restoration day as the site writes long dates (UTC), e.g. "March 5, 2026".
    await page.getByText(/restored on or after [A-Z][a-z]+ \d{1,2}, \d{4}\./).waitFor();

    // 5. Fifteen days later (at least 10 business days) the job restores it; a notice still
    // pending by then is flagged overdue on the dashboard.
    await moveServerClock(15 * 86_400_000);
    try {
      const run = await api('POST', '/dmca/restorations/run', undefined, adminToken);
      expect(run.status).toBe(200);
      expect((run.body as { restored: string[] }).restored).toContain(number);
      await admin.page.goto('/admin');
      await admin.page
        .getByRole('region', { name: 'DMCA alerts' })
        .getByText(/pending for more than 7 business days/)
        .waitFor();
    } finally {
      await moveServerClock(null);
      const { id } = waiting.body as { id: number };
      await api('PUT', `/dmca/notices/${id}`, { action: 'reject', reason: 'End of the journey' }, adminToken);
    }
    expect((await api('GET', `/content/slug/${slug}`)).status).toBe(200);
    await page.goto(`/content/${slug}`);
    await page.getByRole('heading', { name: title }).waitFor();

    await admin.page.goto('/admin/dmca?status=restored');
    await admin.page.locator(`[data-notice-number="${number}"]`).getByText('Restored', { exact: true }).waitFor();
    const phoneAdmin = await adminPage(browser, MOBILE);
    await phoneAdmin.page.goto('/admin/dmca');
    await phoneAdmin.page.locator(`[data-notice-number="${number}"]`).waitFor();
    await noHorizontalOverflow(phoneAdmin.page);
    await snap(phoneAdmin.page, 'admin-dmca-390');
    await Promise.all([visitor.context.close(), admin.context.close(), phoneAdmin.context.close()]);
  });
});
