import { screen } from '@testing-library/react';

/**
 * The open dialog (Ant Design Modal or confirm) whose title is `title`. Found by its title element, not by
 * its accessible name: under test Ant Design gives every generated id the value `test-id`, so a
 * dialog's aria-labelledby may point at another element of the page.
 */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  // a confirm carries its title twice (a hidden modal title and the visible confirm title)
  const [heading] = await screen.findAllByText(title, {
    selector: '.ant-modal-title, .ant-modal-confirm-title',
  });
  return heading?.closest('[role="dialog"], .ant-modal') as HTMLElement;
}
