import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { filterField, searchFor } from './lists.ts';
import { button, tableRow, waitForPath } from './portal.ts';
import { text } from './texts.ts';

/** An English text of the ASN screens. */
export const asnText = (key: string) => text('en', `asn:${key}`);

/** The day `days` from today, yyyy-MM-dd. */
export const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** yyyy-MM-dd HH:mm, as the wizard's pickers take it */
export const dateTime = (days: number, time: string) => `${isoDay(days)} ${time}`;

/** Types a date-time into an Ant Design picker and takes it. */
export async function pickDateTime(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(value);
}

/** Next on the current tab: saves it (the draft) and moves on once the server answered. */
export async function nextTab(page: Page, tab: string): Promise<void> {
  await button(page, asnText('wizard.next')).click();
  await page.getByRole('tab', { name: asnText(`wizard.tabs.${tab}`), selected: true }).waitFor();
}

/**
 * Search on /asnCreate for one order, waiting for the searched page: until it answers, the rows on screen
 * are those of the list before, and a row ticked there is unticked by the new page. The answer is known by
 * the order in its request: the screen's first list call (no order yet) may answer after the click.
 */
export async function searchCreateList(page: Page, orderNo: string): Promise<void> {
  await searchFor(page, orderNo, 'en', page.locator('.ant-form').first());
}

/** /asnCreate filtered to one order; ticks its only line and opens the wizard on it. */
export async function openWizardOnOrder(page: Page, orderNo: string): Promise<void> {
  await page.goto('/asnCreate');
  await filterField(page, asnText('fields.orderNo')).fill(orderNo);
  await searchCreateList(page, orderNo);
  await tableRow(page, orderNo).locator('.ant-table-selection-column .ant-checkbox').click();
  await button(page, asnText('create.createAsn')).click();
  await waitForPath(page, '/asnDetail');
}
