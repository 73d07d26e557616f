import { endpoint } from '@portal/contract/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { UploadDialog } from './upload-dialog.tsx';

const uploadParts = endpoint({
  method: 'POST',
  path: '/test/upload',
  summary: 'test upload',
  access: 'authenticated',
  scope: 'own',
  kind: 'upload',
});
const template = endpoint({
  method: 'GET',
  path: '/test/template',
  summary: 'test template',
  access: 'authenticated',
  scope: 'none',
  kind: 'file',
});

function renderDialog(props: { withTemplate?: boolean } = {}) {
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  renderWithApp(
    <UploadDialog
      open
      onClose={onClose}
      onUploaded={onUploaded}
      endpoint={uploadParts}
      template={props.withTemplate ? { endpoint: template } : undefined}
    />,
  );
  return { onClose, onUploaded };
}

function fileInput(): HTMLInputElement {
  return document.body.querySelector('input[type=file]') as HTMLInputElement;
}

function sizedFile(name: string, size: number): File {
  return new File([new Uint8Array(size)], name);
}

async function choose(file: File) {
  // the input only offers xlsx/xls; a user can still pick "all files"
  await userEvent.setup({ applyAccept: false }).upload(fileInput(), file);
}

async function confirm() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('UploadDialog', { timeout: 30_000 }, () => {
  it.each([
    ['parts.csv', 10, 'The uploaded file format is incorrect'],
    ['parts.xlsx', 5 * 1024 * 1024 + 1, 'Upload file size cannot exceed 5MB!'],
    ['parts.xlsx', 0, '0 KB file is not supported...'],
    [`${'n'.repeat(46)}.xlsx`, 10, 'File name is too long.please modify and upload again.'],
  ])('refuses %s of %i bytes before sending', async (name, size, message) => {
    const fetchMock = stubFetch(() => jsonReply({ code: 200, msg: 'ok', data: null }));
    renderDialog();
    await choose(sizedFile(name, size));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await confirm();
    expect(await screen.findByText('Upload failed. Please select a new file')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a file when Confirm is pressed without one', async () => {
    stubFetch(() => jsonReply({ code: 200, msg: 'ok', data: null }));
    renderDialog();
    await confirm();
    expect(await screen.findByText('Upload failed. Please select a new file')).toBeInTheDocument();
  });

  it('announces a plain success when the reply carries no summary', async () => {
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    stubFetch(() => jsonReply({ code: 200, msg: 'ok', data: null }));
    const { onUploaded } = renderDialog();
    await choose(sizedFile('parts.xlsx', 10));
    await confirm();
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Upload succeeded');
  });

  it('sends the file, closes, announces the inserted and updated rows and lets the list refresh', async () => {
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const fetchMock = stubFetch(() => jsonReply({ code: 200, msg: 'ok', data: { inserted: 2, updated: 0 } }));
    const { onClose, onUploaded } = renderDialog();
    await choose(sizedFile('parts.xlsx', 10));
    await confirm();
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(success).toHaveBeenCalledWith('Upload succeeded: 2 rows inserted, 0 rows updated');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/test/upload');
    const body = init?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('lists the rows the server refused, naming each column as the file does', async () => {
    const rows = [
      { row: 3, field: 'partNo', column: 'Part No', message: 'Part No: is required' },
      { row: 5, field: 'qty', message: 'qty: is invalid' },
      { row: 7, message: 'Unknown supplier S404' },
    ];
    stubFetch(() => jsonReply({ code: 400, msg: 'The file has 3 bad rows', data: rows }));
    const { onUploaded } = renderDialog();
    await choose(sizedFile('parts.xlsx', 10));
    await confirm();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The file has 3 bad rows')).toBeInTheDocument();
    expect(within(dialog).getByText('Part No: is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Part No', { selector: 'td' })).toBeInTheDocument();
    expect(within(dialog).queryByText('partNo', { selector: 'td' })).toBeNull();
    // no column named by the server: the field it names
    expect(within(dialog).getByText('qty', { selector: 'td' })).toBeInTheDocument();
    expect(within(dialog).getByText('Unknown supplier S404')).toBeInTheDocument();
    expect(within(dialog).getByText('7')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('spins Confirm and disables Cancel while the file is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderDialog();
    await choose(sizedFile('parts.xlsx', 10));
    await confirm();
    const confirmButton = screen.getByRole('button', { name: /Confirm/ });
    await waitFor(() => expect(confirmButton).toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer(Response.json({ code: 200, msg: 'ok', data: null }));
    await waitFor(() => expect(confirmButton).not.toHaveClass('ant-btn-loading'));
  });

  it('offers the template only where the list has one', async () => {
    renderDialog({ withTemplate: true });
    expect(await screen.findByRole('button', { name: /Download template/ })).toBeInTheDocument();
  });

  it('has no template link where the spec shows none (over-shipment upload)', async () => {
    renderDialog();
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: /Download template/ })).toBeNull();
    expect(screen.getByText(/Only xlsx or xls files/)).toBeInTheDocument();
  });
});
