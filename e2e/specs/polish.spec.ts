import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { e2e, firstCardPath, snap, visitorPage } from '../support/browser.ts';
import { signedInPage } from '../support/session.ts';

test.describe('small things a daily visitor runs into', () => {
  test('sends a page past the end of the list to the last page, and the address says so', async ({ browser }) => {
    const res = await fetch(`${e2e.baseURL}/api/content?page=1&limit=12`);
    expect(res.ok).toBe(true);
    const { page } = await visitorPage(browser);
    await page.goto('/');
    await page.locator('main article').first().waitFor();
    const status = (await page.getByText(/^Page 1 of \d+$/).textContent()) ?? '';
    const last = Number(/of (\d+)/.exec(status)?.[1]);
    expect(last).toBeGreaterThan(1);

    await page.goto('/?page=999');
    await page.waitForURL((url) => url.searchParams.get('page') === String(last));
    await page.getByText(`Page ${last} of ${last}`).waitFor();
    // The last page's items follow the redirect; an empty grid would never draw one.
    await page.locator('main article').first().waitFor();

    await page.goto('/models?page=999');
    await page.waitForURL((url) => Number(url.searchParams.get('page')) < 999);
    await page.locator('main article').first().waitFor();
  });

  test('rings the whole card, not only its title, when the keyboard reaches it', async ({ browser }) => {
    const { page } = await visitorPage(browser);
    await page.goto('/');
    const card = page.locator('main article').first();
    await card.waitFor();
    const shadow = (element: Element) => getComputedStyle(element).boxShadow;
    expect(await card.evaluate(shadow)).toBe('none');
    const reached = () => card.evaluate((element) => element.contains(document.activeElement));
    for (let step = 0; step < 80 && !(await reached()); step += 1) await page.keyboard.press('Tab');
    expect(await reached()).toBe(true);
    expect(await card.evaluate(shadow)).not.toBe('none');
    expect(await card.getByRole('link').evaluate(shadow)).toBe('none');
  });

  test('names both report menu items the same way', async ({ browser }) => {
    const { page } = await visitorPage(browser);
    await page.goto('/models');
    await page.locator('main article a').first().click();
    await page.waitForURL(/\/model\//);
    await page.getByRole('button', { name: 'More actions for this model' }).click();
    await page.getByRole('menuitem', { name: 'Report Model' }).waitFor();
  });

  test("stops an unverified account's like in the page, without asking the server", async ({ browser }) => {
    const { page } = await signedInPage(browser);
    const likeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/likes') && request.method() !== 'GET') likeCalls.push(request.url());
    });
    await page.goto('/');
    await page.locator('main article a').first().click();
    await page.waitForURL(/\/content\//);
    const like = page.getByTestId('like-button');
    await like.waitFor();
    await like.click();
    const popover = page.getByRole('dialog', { name: 'Please verify your email to like and comment' });
    await popover.getByRole('link', { name: 'Verify email' }).waitFor();
    expect(likeCalls).toEqual([]);
  });

  test('opens the contact form with "Content report" chosen from the DMCA page', async ({ browser }) => {
    const { page } = await visitorPage(browser);
    await page.goto('/dmca');
    await page.getByRole('button', { name: 'Open the support form' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('form', { name: 'Contact Support' }).waitFor();
    const subject = dialog.locator('select[name="subject"]');
    expect(await subject.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(
      'Content report',
    );
  });

  // Issue 41: short pages stood in a narrow column at the left of a wide screen, the rest empty.
  test('centres /success, /cancel, /billing and /dmca on a wide screen', async ({ browser }) => {
    const visitor = await visitorPage(browser);
    const member = await signedInPage(browser);
    for (const [page, path, heading] of [
      [visitor.page, '/success', 'Payment Successful'],
      [visitor.page, '/cancel', 'Payment Cancelled'],
      [visitor.page, '/dmca', 'DMCA & Copyright'],
      [member.page, '/billing', 'Billing'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const { left, right, width, main } = await columnOf(page, heading);
      expect(width, path).toBeLessThan(main * 0.8);
      expect(Math.abs(left - right), `${path}: ${left} px left of the column, ${right} px right`).toBeLessThanOrEqual(
        2,
      );
      await snap(page, `centred${path.replace('/', '-')}-1280`);
    }
  });

  // Issue 41: the "More from" card stretched to the detail's height and ended in an empty panel.
  test("keeps the content page's sidebar card as tall as what it lists", async ({ browser }) => {
    const path = await firstCardPath(browser, '/', '/content/');
    const { page } = await visitorPage(browser);
    await page.goto(path);
    const aside = page.locator('aside[aria-labelledby="related-heading"]');
    await aside.getByRole('link', { name: /View All Content from/ }).waitFor();
    const { empty, detail, card } = await aside.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const last = el.lastElementChild!.getBoundingClientRect();
      // The sidebar's column (More from, then More like this) sits beside the detail's.
      const column = el.parentElement!.previousElementSibling!.getBoundingClientRect();
      return { empty: box.bottom - last.bottom, detail: column.height, card: box.height };
    });
    // The detail beside it is taller (comments, the model's card): the sidebar keeps its own height.
    expect(detail).toBeGreaterThan(card);
    expect(empty).toBeLessThanOrEqual(24);
  });
});

/** Where the column holding the heading sits in the page's main area: the room left and right of it. */
function columnOf(page: Page, heading: string) {
  return page.getByRole('heading', { level: 1, name: heading }).evaluate((h1) => {
    const column = h1.closest('header')!.parentElement!.getBoundingClientRect();
    const main = document.querySelector('main')!;
    const style = getComputedStyle(main);
    const box = main.getBoundingClientRect();
    const inner = { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    return {
      left: column.left - inner.left,
      right: inner.right - column.right,
      width: column.width,
      main: inner.right - inner.left,
    };
  });
}
