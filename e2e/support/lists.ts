import type { Locator, Page } from 'playwright-core';
import { button } from './portal.ts';
import { type Locale, text } from './texts.ts';

/** Rows of the list table shown (the list kit's Ant Design table). */
export function tableRows(page: Page): Locator {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

/** Waits for the list to have loaded at least one row. */
export async function waitForRows(page: Page): Promise<void> {
  await tableRows(page).first().waitFor({ state: 'visible' });
}

/** The texts of one column of the rows shown, by its header. */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator('.ant-table-thead tr').first().locator('th').allInnerTexts();
  const index = headers.findIndex((title) => title.trim() === header);
  if (index < 0) throw new Error(`no column "${header}" among ${headers.join(' | ')}`);
  return tableRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts()
    .then((texts) => texts.map((value) => value.trim()));
}

/** The total the pager shows ("共 25 条"). */
export async function listTotal(page: Page, locale: Locale): Promise<number> {
  const [before = '', after = ''] = text(locale, 'listKit:table.total').split('{{total}}');
  const shown = (await page.locator('.ant-pagination-total-text').textContent()) ?? '';
  const value = shown.replace(before.trim(), '').replace(after.trim(), '').trim();
  if (!/^\d+$/.test(value)) throw new Error(`the pager shows "${shown}"`);
  return Number(value);
}

/** A query-form field by its label. */
export function filterField(page: Page, label: string): Locator {
  return page.locator('.ant-form').first().getByLabel(label, { exact: true });
}

/** Opens the collapsed part of the query form (its Expand link), when it has one. */
export async function expandFilters(page: Page, locale: Locale): Promise<void> {
  // the link's name ends with its arrow icon's label
  const expand = page.getByRole('button', { name: new RegExp(`^${text(locale, 'listKit:form.expand')}`) });
  if ((await expand.count()) > 0) await expand.click();
}

/** Waits until the table shown has a column with this header and rows (after moving between lists). */
export async function waitForColumn(page: Page, header: string): Promise<void> {
  await page
    .locator('.ant-table-thead th')
    .getByText(header, { exact: true })
    .first()
    .waitFor({ state: 'visible' });
  await waitForRows(page);
}

/**
 * Clicks the query form's Search and waits until the table shows this search's answer: the list keeps the
 * previous page on screen while the next one loads (and the screen's first list call may answer after the
 * click), so rows seen right after the click can be the old page's, and a tick or click on them is lost when
 * the searched page replaces them. `naming` is a value the search sends: the list call whose body holds it
 * is the one waited for, then the table's loading state to end (the answer is on screen).
 */
export async function searchFor(
  page: Page,
  naming: string,
  locale: Locale,
  within: Page | Locator = page,
): Promise<void> {
  const answered = page.waitForResponse(
    (reply) => reply.request().method() === 'POST' && (reply.request().postData() ?? '').includes(naming),
  );
  await button(within, text(locale, 'listKit:form.search')).click();
  await answered;
  await page.waitForFunction(() => !document.querySelector('.ant-table-wrapper .ant-spin-spinning'));
}
