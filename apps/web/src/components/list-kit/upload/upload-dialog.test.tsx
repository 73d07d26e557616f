import { endpoint } from '@portal/contract/endpoint';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply } from '../../../test/stub-fetch.ts';
import { stubXhr } from '../../../test/stub-xhr.ts';
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

/** Drops the file on the dialog's drop area, as a file dragged from the desktop arrives. */
async function drop(file: File) {
  const area = await screen.findByText(/Drop an xlsx or xls file here/);
  fireEvent.drop(area, {
    dataTransfer: { files: [file], items: [{ kind: 'file', type: file.type }], types: ['Files'] },
  });
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
    const xhr = stubXhr(() => jsonReply({ code: 200, msg: 'ok', data: null }));
    renderDialog();
    await choose(sizedFile(name, size));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await confirm();
    expect(await screen.findByText('Upload failed. Please select a new file')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('asks for a file when Confirm is pressed without one', async () => {
    const xhr = stubXhr(() => jsonReply({ code: 200, msg: 'ok', data: null }));
    renderDialog();
    await confirm();
    expect(await screen.findByText('Upload failed. Please select a new file')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('announces a plain success when the reply carries no summary', async () => {
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    stubXhr(() => jsonReply({ code: 200, msg: 'ok', data: null }));
    const { onUploaded } = renderDialog();
    await choose(sizedFile('parts.xlsx', 10));
    await confirm();
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Upload succeeded');
  });

  it('sends the file, closes, announces the inserted and updated rows and lets the list refresh', async () => {
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const xhr = stubXhr(() => jsonReply({ code: 200, msg: 'ok', data: { inserted: 2, updated: 0 } }));
    const { onClose, onUploaded } = renderDialog();
    await choose(sizedFile('parts.xlsx', 10));
    await confirm();
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(success).toHaveBeenCalledWith('Upload succeeded: 2 rows inserted, 0 rows updated');
    const request = xhr.last();
    expect(request.url).toBe('/api/test/upload');
    expect(request.body).toBeInstanceOf(FormData);
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('lists the rows the server refused, naming each column as the file does', async () => {
    const rows = [
      { row: 3, field: 'partNo', column: 'Part No', message: 'Part No: is required' },
      { row: 5, field: 'qty', message: 'qty: is invalid' },
      { row: 7, message: 'Unknown supplier S404' },
    ];
    stubXhr(() => jsonReply({ code: 400, msg: 'The file has 3 bad rows', data: rows }));
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

  it('uploads a file dropped on the dialog', async () => {
    const xhr = stubXhr(() => jsonReply({ code: 200, msg: 'ok', data: null }));
    const { onUploaded } = renderDialog();
    await drop(sizedFile('dropped.xlsx', 10));
    expect(await screen.findByText('dropped.xlsx')).toBeInTheDocument();
    await confirm();
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(xhr.requests).toHaveLength(1);
    expect(((xhr.last().body as FormData).get('file') as File).name).toBe('dropped.xlsx');
  });

  it('refuses a dropped file of another type with the spec message and sends nothing', async () => {
    const xhr = stubXhr(() => jsonReply({ code: 200, msg: 'ok', data: null }));
    renderDialog();
    await drop(new File(['a,b'], 'parts.csv', { type: 'text/csv' }));
    expect(await screen.findByText('The uploaded file format is incorrect')).toBeInTheDocument();
    expect(screen.queryByText('parts.csv')).toBeNull();
    await confirm();
    expect(await screen.findByText('Upload failed. Please select a new file')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('shows the bytes sent, then that the rows are being checked, with OK and Cancel off until the reply', async () => {
    const xhr = stubXhr();
    const { onUploaded } = renderDialog();
    await choose(sizedFile('parts.xlsx', 10));
    await confirm();
    const confirmButton = screen.getByRole('button', { name: /Confirm/ });
    const cancelButton = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const megabyte = 1024 * 1024;
    act(() => xhr.last().progress(1.5 * megabyte, 4 * megabyte));
    expect(await screen.findByText('Uploading 1.5 MB of 4.0 MB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37');
    expect(confirmButton).toBeDisabled();
    expect(cancelButton).toBeDisabled();

    act(() => xhr.last().finishSending());
    expect(await screen.findByText('File received; checking its rows…')).toBeInTheDocument();
    expect(screen.queryByText(/Uploading/)).toBeNull();
    expect(confirmButton).toBeDisabled();
    expect(cancelButton).toBeDisabled();
    expect(onUploaded).not.toHaveBeenCalled();

    act(() => xhr.last().answer(jsonReply({ code: 200, msg: 'ok', data: null })));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
  });

  it('gives the buttons back, without the progress, when the upload fails', async () => {
    const xhr = stubXhr();
    renderDialog();
    await choose(sizedFile('parts.xlsx', 10));
    await confirm();
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() => xhr.last().progress(5, 10));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    act(() => xhr.last().answer(jsonReply({ code: 500, msg: 'The file could not be read', data: null })));
    expect(await screen.findByText('The file could not be read')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Confirm/ })).toBeEnabled();
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
