import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the page-size select of a list's pager and answers its entries ('10 / page' ...). */
export async function offeredPageSizes(user: UserEvent, container: HTMLElement): Promise<string[]> {
  await user.click(container.querySelector('.ant-pagination-options .ant-select') as HTMLElement);
  const sizes = await screen.findAllByRole('option');
  return sizes.map((option) => option.textContent ?? '');
}

/** Spec 3 §9: the user, company, relationship and role tables. */
export const SYSTEM_PAGE_SIZES = ['10 / page', '20 / page', '50 / page', '100 / page', '500 / page'];
