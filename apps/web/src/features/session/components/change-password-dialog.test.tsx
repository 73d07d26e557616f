import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../../platform/config/runtime-config.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

beforeEach(() => {
  setRuntimeConfig({ version: '1', apiBase: '/api', environment: 'prod' });
});

function renderDialog(onClose = vi.fn()) {
  renderWithApp(<ChangePasswordDialog open onClose={onClose} />);
  return onClose;
}

describe('ChangePasswordDialog (spec 1 §5)', () => {
  it('requires all three fields with their messages', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The old password cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password again')).toBeInTheDocument();
  });

  it('refuses a confirmation that differs from the new password', async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText('Original password'), 'Old#2026x');
    await userEvent.type(screen.getByLabelText('New password'), 'Portal#2027');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Portal#2028');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The password entered twice is inconsistent!')).toBeInTheDocument();
  });

  it("asks for the contract's password rule", async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('At least 8 characters, with a letter and a digit')).toBeInTheDocument();
  });

  it('Reset empties the fields', async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText('Original password'), 'abc');
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Original password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('sends originalPassword and newPassword and shows the success message', async () => {
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const fetchMock = stubFetch(() => jsonReply({ code: 200, msg: '', data: null }));
    const onClose = renderDialog();
    await userEvent.type(screen.getByLabelText('Original password'), 'Old#2026x');
    await userEvent.type(screen.getByLabelText('New password'), 'Portal#2027');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Portal#2027');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Succeeded in change password'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/updatePassword');
    expect(JSON.parse(String(init?.body))).toEqual({
      originalPassword: 'Old#2026x',
      newPassword: 'Portal#2027',
    });
    expect(onClose).toHaveBeenCalled();
  });
});
