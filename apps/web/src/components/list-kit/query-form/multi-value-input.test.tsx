import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { MultiValueInput } from './multi-value-input.tsx';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <MultiValueInput value={value} onChange={setValue} />;
}

describe('MultiValueInput', { timeout: 30_000 }, () => {
  it('lists the split values as a numbered table in the popup', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness initial={'A1, A2；A3\nA1 ;'} />);
    await user.type(screen.getByRole('textbox'), '，A4');
    await user.click(screen.getByRole('button', { name: 'Show the values' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Values')).toBeInTheDocument();
    const rows = within(dialog)
      .getAllByRole('row')
      .filter((row) => row.querySelector('td'))
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['1', 'A1'],
      ['2', 'A2'],
      ['3', 'A3'],
      ['4', 'A4'],
    ]);
    const headers = [...dialog.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['No.', 'Value']);
  });
});
