import { fireEvent, waitFor, within } from '@testing-library/react';

/** The action cell of a table row (the list kit's action column). */
function actionCell(row: HTMLElement): HTMLElement {
  const cell = row.querySelector<HTMLElement>('td.list-kit-action-cell');
  if (!cell) throw new Error('the row has no action column');
  return cell;
}

const moreButtonOf = (row: HTMLElement) => within(actionCell(row)).queryByRole('button', { name: 'More' });

/** Opens the row's "more" menu and hands back the menu shown. */
async function openMoreMenu(more: HTMLElement): Promise<HTMLElement> {
  fireEvent.click(more);
  return waitFor(() => {
    const menus = document.querySelectorAll<HTMLElement>(
      '.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]',
    );
    const menu = menus[menus.length - 1];
    if (!menu) throw new Error('the more menu did not open');
    return menu;
  });
}

/** A row's actions as a user finds them: its buttons, then the entries of its "more" menu. */
export async function rowActionLabels(row: HTMLElement): Promise<string[]> {
  const buttons = within(actionCell(row))
    .queryAllByRole('button')
    .filter((button) => button.getAttribute('aria-label') !== 'More')
    .map((button) => button.textContent ?? '');
  const more = moreButtonOf(row);
  if (!more) return buttons;
  const menu = await openMoreMenu(more);
  const entries = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  fireEvent.click(more);
  return [...buttons, ...entries];
}

/** Clicks a row's action, from its buttons or else from its "more" menu. */
export async function clickRowAction(row: HTMLElement, label: string): Promise<void> {
  const button = within(actionCell(row)).queryByRole('button', { name: label });
  if (button) return void fireEvent.click(button);
  const more = moreButtonOf(row);
  if (!more) throw new Error(`the row has no action ${label}`);
  fireEvent.click(within(await openMoreMenu(more)).getByRole('menuitem', { name: label }));
}
