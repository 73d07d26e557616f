import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens a select and clicks one of its options (the last one shown: an earlier popup may still be there). */
export async function chooseOption(user: UserEvent, select: HTMLElement, option: string): Promise<void> {
  await user.click(select);
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  await user.click(options[options.length - 1] as HTMLElement);
}
