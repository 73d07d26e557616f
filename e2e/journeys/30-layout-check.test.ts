import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionValue, useBrowser } from '../support/browser.ts';
import { setUserLanguage, type UserLanguage } from '../support/db.ts';
import { type LayoutProblem, layoutProblems } from '../support/layout-probe-run.ts';
import { login } from '../support/portal.ts';
import type { Locale } from '../support/texts.ts';

/**
 * Issue 12's layout check: every screen of the buyer's and the supplier's menus, with its Add dialog,
 * in cn, en and th, at 1440x900 and 1280x720 — no text cut without a tooltip, no colon alone on a line,
 * no header broken inside a word or stacked over three lines, no Latin word in cn/th screen texts, no
 * dialog button below the window.
 */
const ui = useBrowser();

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
] as const;
const USER_LANGUAGE: Record<Locale, UserLanguage> = { cn: 'zh', en: 'en', th: 'th' };

interface MenuNode {
  path: string | null;
  children: MenuNode[] | null;
}

/** The menu leaves of the signed-in session, asked the way the web asks. */
async function menuPaths(page: Page): Promise<string[]> {
  const token = (await sessionValue(page, 'token'))?.replace(/^"|"$/g, '') ?? '';
  const menus = await page.evaluate(async (authorization) => {
    const reply = await fetch('/api/resources/getResources', {
      method: 'POST',
      headers: { Authorization: authorization },
    });
    return ((await reply.json()) as { data: { data: { menus: unknown[] } } }).data.data.menus;
  }, token);
  const leaves = (nodes: MenuNode[]): string[] =>
    nodes.flatMap((node) => (node.children?.length ? leaves(node.children) : node.path ? [node.path] : []));
  return leaves(menus as MenuNode[]);
}

/** Client-side navigation, as a menu click does: the app stays loaded. */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await settle(page);
}

/** Two animation frames: the layout after a change has been computed. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Waits until nothing spins any more (lazy chunks, the list's first page). */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(150);
  await page.waitForFunction(
    () => document.querySelectorAll('.ant-spin-spinning, .ant-skeleton').length === 0,
    null,
    {
      timeout: 15_000,
    },
  );
  await page.waitForTimeout(250);
}

/** The screen at both window sizes, then its Add dialog (if it has one) at both sizes. */
async function checkScreen(page: Page, locale: Locale, path: string): Promise<LayoutProblem[]> {
  const problems: LayoutProblem[] = [];
  const atBothSizes = async (scope: string, what: string) => {
    for (const size of VIEWPORTS) {
      await page.setViewportSize(size);
      await nextFrames(page);
      const where = `${locale} ${size.width}x${size.height} ${what}`;
      problems.push(...(await layoutProblems(page, locale, scope, where)));
    }
  };
  await goTo(page, path);
  // the shell (menu, header) is the same around every screen: looked at once, on the first
  await atBothSizes(path === '/dashboard' ? 'body' : 'main', path);
  if (await openAddDialog(page)) {
    await atBothSizes('.ant-modal-wrap', `${path} add dialog`);
    await page.keyboard.press('Escape');
    await openDialog(page)
      .waitFor({ state: 'hidden' })
      .catch(() => undefined);
  }
  return problems;
}

const openDialog = (page: Page) =>
  page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').first();

/** Opens the screen's Add dialog, if it has an Add button that is on. */
async function openAddDialog(page: Page): Promise<boolean> {
  const add = page.locator('main button:has(.anticon-plus):not([disabled])').first();
  if (!(await add.isVisible())) return false;
  await add.click();
  const opened = await openDialog(page)
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
  if (opened) await settle(page);
  return opened;
}

async function checkAccount(account: string, locale: Locale): Promise<LayoutProblem[]> {
  await setUserLanguage(account, USER_LANGUAGE[locale]);
  const page = await ui.open(locale);
  await page.setViewportSize(VIEWPORTS[0]);
  await login(page, account, { locale });
  const problems: LayoutProblem[] = [];
  for (const path of new Set(['/dashboard', ...(await menuPaths(page))])) {
    const started = Date.now();
    const found = await checkScreen(page, locale, path);
    if (process.env.LAYOUT_DEBUG)
      console.log(path, Date.now() - started, 'ms', found.length, 'problems', report(found));
    problems.push(...found);
  }
  return problems;
}

const report = (problems: LayoutProblem[]) =>
  problems.map((problem) => `${problem.where}: ${problem.kind} ${problem.text}`).join('\n');

/** One of each problem the check looks for, in Ant Design's class names. */
const FLAWED_PAGE = `
<style>
  .ant-form-item-label > label::after { content: ':'; display: block; }
  th, td { border: 1px solid #ccc; }
</style>
<div class="ant-form-item-label"><label>ชื่อบริษัท</label></div>
<span class="ant-tag" style="display: inline-block; width: 40px; overflow: hidden; white-space: nowrap">Long tag text</span>
<table class="ant-table">
  <thead class="ant-table-thead"><tr>
    <th style="width: 40px; word-break: break-all">รหัสซัพพลายเออร์</th>
    <th style="width: 24px">a b c d e f</th>
  </tr></thead>
  <tbody class="ant-table-tbody"><tr>
    <td style="width: 40px"><button class="ant-btn"><span>编辑</span></button><button class="ant-btn"><span>删除</span></button></td>
    <td><span class="ant-btn"><span>Search</span></span></td>
  </tr></tbody>
</table>
<div class="ant-picker"><input style="width: 30px" value="2026-11-26"></div>
<div class="ant-modal-footer" style="position: absolute; top: 2000px">OK</div>`;

describe('layout check: every screen x cn/en/th x 1440x900 and 1280x720', () => {
  it('finds each kind of problem on a page made to have them', async () => {
    const page = await ui.open('cn');
    await page.setContent(FLAWED_PAGE);
    const kinds = (await layoutProblems(page, 'cn', 'body', 'fixture')).map((problem) => problem.kind);
    expect(new Set(kinds)).toEqual(
      new Set([
        'colonAlone',
        'cut',
        'midWordBreak',
        'tallHeader',
        'wrappedActions',
        'latinWord',
        'cutDate',
        'belowFold',
      ]),
    );
  });

  afterAll(async () => {
    await setUserLanguage('admin', 'zh');
    await setUserLanguage('supplier.a', 'zh');
  });

  it("the buyer's and the supplier's screens report 0", { timeout: 900_000 }, async () => {
    // the two accounts side by side, each in its own context; the languages of one account one after the
    // other, since an account's stored language decides the language its sign-in opens in
    const checkInEveryLanguage = async (account: string) => {
      const problems: LayoutProblem[] = [];
      for (const locale of ['cn', 'en', 'th'] as const)
        problems.push(...(await checkAccount(account, locale)));
      return problems;
    };
    const problems = await Promise.all(['admin', 'supplier.a'].map(checkInEveryLanguage));
    expect(report(problems.flat())).toBe('');
  });
});
