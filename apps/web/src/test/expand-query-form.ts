import { fireEvent, screen } from '@testing-library/react';

/**
 * Opens the filters behind Expand, as a user does: the query form builds them on the first Expand only,
 * so before it they are not in the page at all.
 */
export function expandQueryForm(): void {
  fireEvent.click(screen.getByRole('button', { name: /Expand/ }));
}
