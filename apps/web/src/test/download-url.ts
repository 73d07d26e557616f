import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/**
 * Presses the list's Download button and answers "no data" (an envelope instead of a file): returns the
 * address the download asked for, so a test sees the filters and sort it carried.
 */
export async function downloadUrl(user: ReturnType<typeof userEvent.setup>): Promise<URL> {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
    Response.json({ code: 200, msg: 'There is no data to download', data: null }),
  );
  vi.stubGlobal('fetch', fetchMock);
  await user.click(screen.getByRole('button', { name: /Download/ }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  return new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
}
