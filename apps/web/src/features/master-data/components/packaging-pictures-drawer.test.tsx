import type { PackagingPicture } from '@portal/contract/packaging-pictures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInWithRole } from '../../../test/sign-in-as.ts';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { stubXhr } from '../../../test/stub-xhr.ts';
import { packagingPicture, packagingRow } from '../testing/packaging-rows.ts';
import { PackagingPicturesDrawer } from './packaging-pictures-drawer.tsx';

const row = packagingRow(7, 'PK-001', [1]);

/** The picture GETs answer bytes; the DELETE answers the pictures left. */
function stubPictureApi(afterDelete: PackagingPicture[] = [packagingPicture(1)]) {
  const calls: Array<{ method: string; url: string }> = [];
  const fetchMock = stubFetch((url, init) => {
    calls.push({ method: init?.method ?? 'GET', url });
    if (init?.method === 'DELETE')
      return jsonReply({ code: 200, msg: 'Picture 2 deleted', data: afterDelete });
    return {
      status: 200,
      body: new Blob(['png'], { type: 'image/png' }),
      headers: { 'Content-Type': 'image/png' },
    };
  });
  return { calls, fetchMock };
}

const slotCard = (slot: number) => screen.getByTestId(`picture-slot-${slot}`);

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picture'), revokeObjectURL: vi.fn() }),
  );
});

describe('PackagingPicturesDrawer', { timeout: 30_000 }, () => {
  it('states the rules, shows the four slots and keeps the last picture from being deleted', async () => {
    signInWithRole('Adient-Admin');
    const api = stubPictureApi();
    renderWithApp(<PackagingPicturesDrawer row={row} onClose={() => undefined} />);
    expect(await screen.findByText('Pictures of packaging PK-001')).toBeInTheDocument();
    expect(
      screen.getByText(/Up to four pictures per packaging record: JPEG, PNG, WebP or GIF/),
    ).toBeInTheDocument();
    for (const slot of [1, 2, 3, 4]) expect(slotCard(slot)).toBeInTheDocument();
    expect(await within(slotCard(1)).findByRole('img', { name: 'Picture 1' })).toHaveAttribute(
      'src',
      'blob:picture',
    );
    expect(api.calls[0]?.url).toMatch(/\/api\/order\/packaging\/7\/picture\/1\?v=1000&_t=/);
    expect(within(slotCard(1)).getByRole('button', { name: /Delete/ })).toBeDisabled();
    expect(within(slotCard(2)).getByText('No picture yet')).toBeInTheDocument();
    expect(within(slotCard(2)).getByRole('button', { name: /Upload/ })).toBeEnabled();
  });

  it('uploads into an empty slot and then lets one of two be deleted after confirming', async () => {
    signInWithRole('Adient-Admin');
    const api = stubPictureApi();
    const xhr = stubXhr(() =>
      jsonReply({ code: 200, msg: 'Picture 2 uploaded', data: [packagingPicture(1), packagingPicture(2)] }),
    );
    const user = userEvent.setup();
    renderWithApp(<PackagingPicturesDrawer row={row} onClose={() => undefined} />);
    const file = new File(['png'], 'photo.png', { type: 'image/png' });
    await user.upload(within(slotCard(2)).getByLabelText('Picture 2'), file);
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(xhr.last().method).toBe('POST');
    expect(xhr.last().url).toBe('/api/order/packaging/7/picture/2');
    expect(await within(slotCard(2)).findByRole('button', { name: /Replace/ })).toBeInTheDocument();
    const remove = within(slotCard(2)).getByRole('button', { name: /Delete/ });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Delete', hidden: false }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(api.calls.find((call) => call.method === 'DELETE')?.url).toContain(
      '/api/order/packaging/7/picture/2',
    );
    expect(await within(slotCard(2)).findByText('No picture yet')).toBeInTheDocument();
  });

  it('refuses a picture over 5 MB before sending it', async () => {
    signInWithRole('Adient-Admin');
    stubPictureApi();
    const xhr = stubXhr(() => jsonReply({ code: 200, msg: 'ok', data: [] }));
    const user = userEvent.setup();
    renderWithApp(<PackagingPicturesDrawer row={row} onClose={() => undefined} />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(within(slotCard(3)).getByLabelText('Picture 3'), big);
    expect(await screen.findByText('Image size cannot exceed 5M!')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('shows a supplier the pictures without Upload or Delete', async () => {
    signInWithRole('Supplier');
    stubPictureApi();
    renderWithApp(<PackagingPicturesDrawer row={row} onClose={() => undefined} />);
    expect(await within(slotCard(1)).findByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    expect(screen.getByText(/Only buyer users with the Upload packaging permission/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload|Delete|Replace/ })).not.toBeInTheDocument();
  });
});
