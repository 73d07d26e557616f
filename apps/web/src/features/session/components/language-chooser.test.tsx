import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { LanguageChooser } from './language-chooser.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('LanguageChooser', () => {
  it('shows the current language without the menu, opens the menu on the first click and switches', async () => {
    renderWithApp(<LanguageChooser />, { path: '/login' });
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /EN/ }));
    const thai = await screen.findByRole('menuitem', { name: 'ภาษาไทย' });
    await userEvent.click(thai);

    await waitFor(() => expect(i18n.language).toBe('th'));
    expect(sessionStorage.getItem('locale')).toBe('th');
  });
});
