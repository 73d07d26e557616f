import type { Locator, Page, Request, Response } from 'playwright-core';
import { DEMO_PASSWORD } from './api.ts';
import { sessionValue, UI_TIMEOUT_MS } from './browser.ts';
import { type Locale, text } from './texts.ts';

/** To Do item keys of spec 1 §2.5. */
export type TodoKey = 'newSchedule' | 'overdueSchedule' | 'feedbackSchedule' | 'failedAsn';
export const TODO_KEYS: readonly TodoKey[] = [
  'newSchedule',
  'overdueSchedule',
  'feedbackSchedule',
  'failedAsn',
];

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * An accessible name that ends with `label`, tolerating Ant Design's space between two CJK characters
 * of a button ('登录' renders as '登 录') and an icon's aria-label before it ('key Change password').
 */
export function looseName(label: string): RegExp {
  const chars = [...label.replace(/\s+/g, '')].map(escapeRegExp);
  return new RegExp(`(^|\\s)${chars.join('\\s*')}\\s*$`);
}

export function button(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('button', { name: looseName(label) });
}

/** The path (and query) the page is on, e.g. `/asnQuery?status=Failed`. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page is on `pathname` (any query). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

// ---------------------------------------------------------------------------------------------- login

export interface LoginOptions {
  /** the language the login page is shown in (session storage; cn unless switched) */
  locale?: Locale;
  password?: string;
}

/**
 * Fills and submits the /login form (spec 1 §2.3) and resolves the reply of POST /api/user/login.
 * Opens /login first unless the page is already there.
 */
export async function submitLogin(
  page: Page,
  userCode: string,
  options: LoginOptions = {},
): Promise<Response> {
  const locale = options.locale ?? 'cn';
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  const userField = page.getByLabel(text(locale, 'session:login.userCode'), { exact: true });
  const passwordField = page.getByLabel(text(locale, 'session:login.password'), { exact: true });
  await userField.fill(userCode);
  await passwordField.fill(options.password ?? DEMO_PASSWORD);
  const reply = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/user/login' && response.request().method() === 'POST',
  );
  await button(page, text(locale, 'session:login.submit')).click();
  return reply;
}

/** Signs in through the form and waits for the landing page (the dashboard for every demo account). */
export async function login(page: Page, userCode: string, options: LoginOptions = {}): Promise<void> {
  await submitLogin(page, userCode, options);
  await waitForPath(page, '/dashboard');
}

// --------------------------------------------------------------------------------------------- layout

/** The left menu (Ant Design Sider). */
export function sideMenu(page: Page): Locator {
  return page.locator('aside.ant-layout-sider');
}

/**
 * A menu entry by its name. Top-level entries carry an icon whose aria-label (e.g. `setting`) comes
 * first in the accessible name, so the name must end the accessible name as a whole word.
 */
export function menuItem(page: Page, name: string): Locator {
  return sideMenu(page).getByRole('menuitem', { name: new RegExp(`(^|\\s)${escapeRegExp(name)}$`) });
}

/**
 * Opens a screen from the left menu as a user does: its group is opened unless it already is (a click on
 * an open group closes it), then the entry is clicked until the page is on `pathname`. A click that lands
 * while the group is still sliding open can hit nothing; it is repeated, never once the page has moved.
 */
export async function openFromMenu(
  page: Page,
  group: string,
  entry: string,
  pathname: string,
): Promise<void> {
  const target = menuItem(page, entry);
  if (!(await target.isVisible())) await menuItem(page, group).click();
  await target.waitFor({ state: 'visible' });
  const arrived = () => new URL(page.url()).pathname === pathname;
  const deadline = Date.now() + 20_000;
  while (!arrived()) {
    if (Date.now() > deadline) throw new Error(`the menu entry ${entry} did not open ${pathname}`);
    await target.click();
    await page.waitForURL((url) => url.pathname === pathname, { timeout: 2_000 }).catch(() => undefined);
  }
}

/** The header's user-name button that opens the Change password / Exit popover. */
export function userMenuTrigger(page: Page): Locator {
  return page.locator('header .portal-user-trigger');
}

export async function openUserMenu(page: Page): Promise<Locator> {
  await userMenuTrigger(page).click();
  const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
  await popover.waitFor({ state: 'visible' });
  return popover;
}

/** Exit from the user popover (spec 1 §2.2); waits for /login. */
export async function exitPortal(page: Page, locale: Locale): Promise<void> {
  const popover = await openUserMenu(page);
  await button(popover, text(locale, 'common:user.exit')).click();
  await waitForPath(page, '/login');
}

/** The language dropdown's button, named by its aria-label or its title ('语言', 'Language'). */
export function languageButton(page: Page, current: Locale): Locator {
  const label = text(current, 'common:language.label');
  return page
    .getByRole('button', { name: label, exact: true })
    .or(page.locator('button').and(page.getByTitle(label)));
}

/**
 * Picks a language in the header (or login page) dropdown; `current` is the language shown now. A click
 * on an entry while the dropdown still slides in can miss on a loaded machine: then it picks again, up
 * to three times, until the portal has switched.
 */
export async function switchLanguage(page: Page, current: Locale, next: Locale): Promise<void> {
  const dropdown = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  const entry = dropdown.getByRole('menuitem', { name: text(next, `common:language.${next}`), exact: true });
  const switched = (timeout: number) =>
    page
      .waitForFunction((locale) => window.sessionStorage.getItem('locale') === locale, next, { timeout })
      .then(
        () => true,
        () => false,
      );
  for (let attempt = 1; ; attempt++) {
    if (!(await entry.isVisible())) await languageButton(page, current).click();
    await entry.click();
    if (await switched(attempt < 3 ? 3_000 : UI_TIMEOUT_MS)) return;
    if (attempt >= 3) throw new Error(`the portal did not switch to ${next}`);
  }
}

/** The message toasts (Ant Design `message`) currently shown. */
export function toasts(page: Page): Locator {
  return page.locator('.ant-message-notice');
}

// ------------------------------------------------------------------------------------------ dashboard

export interface TodoList {
  /** the items shown, in display order */
  keys: TodoKey[];
  counts: Partial<Record<TodoKey, number>>;
  /** the number in the total badge */
  total: number;
}

function isTodoKey(value: string): value is TodoKey {
  return (TODO_KEYS as readonly string[]).includes(value);
}

/** The total badge's text; Ant Design renders each digit in its own (animated) unit. */
async function badgeText(badge: Locator): Promise<string> {
  const digits = await badge.locator('.ant-scroll-number-only-unit.current').allTextContents();
  return (digits.length > 0 ? digits.join('') : ((await badge.locator('sup').textContent()) ?? '')).trim();
}

/** The badge's number once two reads 100 ms apart agree (the digits roll when the count changes). */
async function badgeNumber(badge: Locator): Promise<number> {
  const deadline = Date.now() + 5_000;
  let previous = await badgeText(badge);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await badgeText(badge);
    if ((next === previous && /^\d+$/.test(next)) || Date.now() > deadline) {
      if (!/^\d+$/.test(next)) throw new Error(`the To Do total badge shows "${next}"`);
      return Number(next);
    }
    previous = next;
  }
}

/** Reads the To Do List card once its items have loaded (spec 1 §2.5). */
export async function readTodoList(page: Page): Promise<TodoList> {
  const card = page.locator('.todo-card');
  await card.locator('.todo-list, .ant-empty').first().waitFor({ state: 'visible' });
  const items = card.locator('button[data-testid^="todo-"]');
  const keys: TodoKey[] = [];
  const counts: Partial<Record<TodoKey, number>> = {};
  for (const item of await items.all()) {
    const key = ((await item.getAttribute('data-testid')) ?? '').replace(/^todo-/, '');
    if (!isTodoKey(key)) throw new Error(`unexpected To Do item "${key}"`);
    const count = Number(((await item.getByTestId('todo-count').textContent()) ?? '').trim());
    keys.push(key);
    counts[key] = count;
  }
  return { keys, counts, total: await badgeNumber(card.getByTestId('todo-total')) };
}

export function todoItem(page: Page, key: TodoKey): Locator {
  return page.getByTestId(`todo-${key}`);
}

/** The session token the web keeps in session storage. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await sessionValue(page, 'token');
  if (!token) throw new Error('no token in session storage');
  return token;
}

// ---------------------------------------------------------------------------------------- forms

/** An open dialog (Ant Design Modal) by its title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}

/**
 * Clicks what opens a dialog and waits for it. A click that lands while the screen is still settling (a
 * dialog behind still animating in) can be lost on a loaded machine: then it clicks again, up to three
 * times, and never once the dialog shows.
 */
export async function openWith(trigger: { click(): Promise<unknown> }, opened: Locator): Promise<Locator> {
  for (let attempt = 1; ; attempt++) {
    await trigger.click();
    try {
      await opened.waitFor({ timeout: attempt < 3 ? 3_000 : 10_000 });
      return opened;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * A form control's accessible name: its label, which horizontal forms (the list's query form) follow
 * with a colon.
 */
export function fieldName(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}\\s*:?$`);
}

/**
 * Picks an option of an Ant Design select: opens it, types `search` to narrow the options, clicks the
 * option whose text is `option` (the dropdown lives at the end of the body, outside the form).
 */
export async function pickOption(page: Page, select: Locator, search: string, option: string): Promise<void> {
  const container = select.locator(
    'xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  const entry = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escapeRegExp(option)}$`) });
  // options may still be loading when the box opens: try again until the choice shows in the box
  const deadline = Date.now() + UI_TIMEOUT_MS;
  for (;;) {
    await select.click();
    if (search) await select.pressSequentially(search);
    const picked = await entry.click({ timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    const shown = (await container.textContent()) ?? '';
    if (picked && shown.includes(option)) return;
    if (Date.now() > deadline) throw new Error(`could not pick "${option}"; the select shows "${shown}"`);
    await page.keyboard.press('Escape');
  }
}

/**
 * Answers an Ant Design confirm (`modal.confirm`) with the button `label` and waits for the call it makes
 * (a path under /api starting with `apiPath`). A click while the confirm is still zooming in can be lost,
 * so it is clicked again until the call goes out, never twice once it has.
 */
export async function answerConfirm(
  page: Page,
  question: string,
  label: string,
  apiPath: string,
): Promise<void> {
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: question });
  const isCall = (request: Request) => new URL(request.url()).pathname.startsWith(`/api${apiPath}`);
  const deadline = Date.now() + UI_TIMEOUT_MS;
  await confirm.waitFor();
  for (;;) {
    const sent = page.waitForRequest(isCall, { timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    await button(confirm, label).click();
    if (await sent) return;
    if (Date.now() > deadline) throw new Error(`answering "${question}" made no call to ${apiPath}`);
  }
}

/** The table row (list kit or dialog table) that shows `cellText` in one of its cells. */
export function tableRow(scope: Page | Locator, cellText: string): Locator {
  // the inner locator of `has` is resolved inside each row, so it must start from the page
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.locator('td').getByText(cellText, { exact: true }) });
}
