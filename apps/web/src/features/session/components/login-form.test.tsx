import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { LoginForm } from './login-form.tsx';

describe('LoginForm', () => {
  it('requires the user id and the password (messages UserID / Password)', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<LoginForm submitting={false} onSubmit={onSubmit} />);

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter your UserID')).toBeInTheDocument();
    expect(screen.getByText('Please enter your Password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits user id and password once both are given', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<LoginForm submitting={false} onSubmit={onSubmit} />);

    await userEvent.type(screen.getByLabelText('User ID'), 'supplier.a');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your Password')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your UserID')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), 'Portal#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ userCode: 'supplier.a', password: 'Portal#2026' }),
    );
  });

  it('says what is missing once a field is emptied again, and a user id of blanks is missing too', async () => {
    renderWithApp(<LoginForm submitting={false} onSubmit={vi.fn()} />);
    const userField = screen.getByLabelText('User ID');

    await userEvent.type(userField, 'x');
    expect(screen.queryByText('Please enter your UserID')).not.toBeInTheDocument();
    await userEvent.clear(userField);
    expect(await screen.findByText('Please enter your UserID')).toBeInTheDocument();
    expect(userField).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(userField, '   ');
    expect(screen.getByText('Please enter your UserID')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your Password')).not.toBeInTheDocument();
  });

  it('shows and hides the password on request', async () => {
    renderWithApp(<LoginForm submitting={false} onSubmit={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
