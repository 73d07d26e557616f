import type { Locator } from 'playwright-core';
import { button, looseName } from './portal.ts';

/**
 * Clicks a row action as a user reaches it: the row shows two actions as buttons and the rest in its
 * "more" menu (the list kit's action column), so the action is a button or else an entry of that menu.
 */
export async function clickRowAction(row: Locator, label: string): Promise<void> {
  await row.waitFor();
  const inline = button(row, label);
  if ((await inline.count()) > 0) return inline.click();
  await row.locator('td.list-kit-action-cell .anticon-ellipsis').click();
  const menu = row.page().locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await menu.getByRole('menuitem', { name: looseName(label) }).click();
}
