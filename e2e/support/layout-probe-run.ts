import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { CHROME_SELECTORS, CUT_SELECTORS, type LayoutFinding, probeLayout } from './layout-probe.ts';
import { REPO_ROOT } from './paths.ts';
import type { Locale } from './texts.ts';

/** One layout problem, where it was seen. */
export interface LayoutProblem extends LayoutFinding {
  where: string;
}

const LANGUAGE: Record<Locale, string> = { cn: 'zh', en: 'en', th: 'th' };

/** The Latin words Chinese and Thai texts may keep: docs/glossary.md, "Kept as they are". */
export function keptWords(): string[] {
  const glossary = readFileSync(path.join(REPO_ROOT, 'docs/glossary.md'), 'utf8');
  const kept = glossary.slice(glossary.indexOf('## Kept as they are'));
  return [...kept.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
}

/** Whether hovering the element opens a tooltip (Ant Design's, or the browser's title). */
async function hasTooltip(page: Page, target: Locator): Promise<boolean> {
  const titled = await target.evaluate((element) => element.closest('[title]') !== null);
  if (titled) return true;
  // forced: a cell under the table's sticky header or fixed column is still hovered where it is. The
  // waits are generous: on a busy machine (two accounts checked side by side) a tooltip may take a second
  await target.hover({ force: true, timeout: 5_000 }).catch(() => undefined);
  const tooltip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden) [role="tooltip"]');
  const shown = await tooltip
    .first()
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
  await page.mouse.move(0, 0);
  return shown;
}

/**
 * The layout problems of what the page shows now: the probe's findings, except cut texts that show
 * their whole text on hover, plus dialog buttons below the window's bottom edge.
 */
export async function layoutProblems(
  page: Page,
  locale: Locale,
  scope: string,
  where: string,
): Promise<LayoutProblem[]> {
  await page.evaluate(() => document.fonts.ready);
  const findings = await page.evaluate(probeLayout, {
    scope,
    language: LANGUAGE[locale],
    keptWords: keptWords(),
    cutSelector: CUT_SELECTORS,
    chromeSelector: CHROME_SELECTORS,
  });
  const problems: LayoutProblem[] = [];
  for (const finding of findings) {
    if (finding.kind === 'cut' && finding.probeId !== undefined) {
      const target = page.locator(`[data-layout-probe="${finding.probeId}"]`).first();
      if (await hasTooltip(page, target)) {
        if (process.env.LAYOUT_DEBUG) console.log(`${where}: cut with a tooltip: ${finding.text}`);
        continue;
      }
    }
    problems.push({ ...finding, where });
  }
  const footerBelowFold = await page.evaluate(() =>
    [...document.querySelectorAll('.ant-modal-footer')].some(
      (footer) =>
        footer.getBoundingClientRect().height > 0 &&
        footer.getBoundingClientRect().bottom > window.innerHeight,
    ),
  );
  if (footerBelowFold) problems.push({ kind: 'belowFold', text: 'dialog OK/Cancel below the window', where });
  return problems;
}
