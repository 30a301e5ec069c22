import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol: the site's CSP (script-src 'self') rightly refuses an injected tag.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A and AA rules axe-core knows. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core on the page as it is now; returns the serious and critical violations (and skipped heading levels), readably. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  // A dialog fading in is half transparent: its colours are measured once every finite animation
  // and transition has ended (spinners and skeletons run forever and are not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<any> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // A best-practice rule, outside the WCAG tags: turned on by name, or it never runs.
      rules: { 'heading-order': { enabled: true } },
      resultTypes: ['violations'],
    });
    return (result.violations as any[]).map((v) => ({
      id: v.id as string,
      impact: (v.impact ?? 'unknown') as string,
      help: v.help as string,
      targets: (v.nodes as any[])
        .slice(0, 5)
        .map((n) => `${(n.target as string[]).join(' ')} ${n.failureSummary ?? ''}`.trim()),
    }));
  }, TAGS);
  // Heading order is only "moderate" to axe, but a skipped level breaks navigation by headings.
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order');
}
